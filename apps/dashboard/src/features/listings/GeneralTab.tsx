import { useFieldArray, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { TARIFS, type PrestataireEdit, type PrestataireEditInput } from '@sam/contracts';
import { Button, Checkbox, TextField } from '@sam/ui';
import { hiddenText } from '../../shared/hidden-text';
import { SelectField } from '../../shared/SelectField';
import { TextAreaField } from '../../shared/TextAreaField';
import { GENERAL_FIELDS, generalPlace, LANGUAGE_CODES, type GeneralField } from './edit-form';
import type { useServerForm } from '../../shared/useServerForm';
import styles from './ListingEditor.module.css';

export type EditForm = ReturnType<typeof useServerForm<PrestataireEditInput, PrestataireEdit, Path<PrestataireEditInput>, unknown>>;

const GROUPS: { heading: string; fields: GeneralField[] }[] = [
  { heading: 'dashboard.listing.general.identity', fields: ['title', 'company', 'last_name', 'first_name', 'company_number', 'inami_number'] },
  { heading: 'dashboard.listing.general.contact', fields: ['email', 'phone', 'website'] },
  { heading: 'dashboard.listing.general.about', fields: ['activity_description', 'specialisation', 'target_audience', 'other_activities', 'member_of', 'video_url'] },
  { heading: 'dashboard.listing.general.practical', fields: ['access_conditions', 'fees', 'other_info'] },
];

const HINTS: Partial<Record<GeneralField, string>> = {
  company_number: 'dashboard.listing.field.company_number.hint',
  website: 'dashboard.listing.field.url.hint',
  video_url: 'dashboard.listing.field.url.hint',
};

/** Summary entries of tab 1, in on-screen order. */
export function generalPlaces(hours: number) {
  const places: Record<string, ReturnType<typeof generalPlace>> = {};
  for (const group of GROUPS) for (const name of group.fields) places[name] = generalPlace(name);
  places.tarif = generalPlace('tarif');
  places.opening_hours = { inputId: hours > 0 ? 'listing-hours-0-day' : 'listing-hours-add', labelId: 'dashboard.listing.field.opening_hours' };
  places.closures = { inputId: 'listing-closures-add', labelId: 'dashboard.listing.field.closures' };
  places.languages = { inputId: 'listing-language-fr', labelId: 'dashboard.listing.field.languages' };
  places.primary_color = generalPlace('primary_color');
  places.secondary_color = generalPlace('secondary_color');
  return places;
}

/** Tab 1, general information: every §3 field of the listing. */
export function GeneralTab({ form }: { form: EditForm }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const hours = useFieldArray({ control: form.form.control, name: 'opening_hours' });
  const closures = useFieldArray({ control: form.form.control, name: 'closures' });
  const input = (name: GeneralField) => {
    const bound = form.field(name, generalPlace(name));
    const hint = HINTS[name] ? <FormattedMessage id={HINTS[name]} /> : undefined;
    const kind = GENERAL_FIELDS[name];
    if (kind === 'text') return <TextAreaField key={name} rows={name === 'activity_description' ? 8 : 3} hint={hint} {...bound} />;
    const type = kind === 'line' ? 'text' : kind;
    return <TextField key={name} type={type} hint={hint} maxLength={kind === 'url' ? 500 : 190} {...bound} />;
  };

  return (
    <>
      {GROUPS.map((group) => (
        <fieldset key={group.heading} className={styles.fieldset}>
          <legend>
            <FormattedMessage id={group.heading} />
          </legend>
          {group.fields.map(input)}
          {group.heading === 'dashboard.listing.general.about' ? (
            <div className={styles.row}>
              {(['primary_color', 'secondary_color'] as const).map((name) => (
                <TextField key={name} maxLength={7} size={8} placeholder="#00704a" hint={<FormattedMessage id="dashboard.listing.field.color.hint" />} {...form.field(name, generalPlace(name))} />
              ))}
            </div>
          ) : null}
          {group.heading === 'dashboard.listing.general.practical' ? (
            <SelectField options={TARIFS.map((value) => ({ value, label: t(`dashboard.listing.tarif.${value}`) }))} {...form.field('tarif', generalPlace('tarif'))} />
          ) : null}
        </fieldset>
      ))}

      <fieldset className={styles.fieldset} aria-describedby={form.errorOf('opening_hours') ? 'listing-hours-error' : undefined}>
        <legend>
          <FormattedMessage id="dashboard.listing.field.opening_hours" />
        </legend>
        {form.errorOf('opening_hours') ? (
          <p id="listing-hours-error" className={styles.error}>
            {form.errorOf('opening_hours')}
          </p>
        ) : null}
        {hours.fields.length === 0 ? (
          <p>
            <FormattedMessage id="dashboard.listing.hours.none" />
          </p>
        ) : null}
        {hours.fields.map((slot, index) => {
          const values = { index: index + 1, hidden: hiddenText };
          return (
            <div key={slot.id} className={styles.row}>
              <SelectField
                id={`listing-hours-${index}-day`}
                label={<FormattedMessage id="dashboard.listing.hours.day" values={values} />}
                options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: t(`dashboard.listing.day.${day}`) }))}
                {...form.form.register(`opening_hours.${index}.day`, { valueAsNumber: true })}
              />
              <TextField
                type="time"
                id={`listing-hours-${index}-opens`}
                label={<FormattedMessage id="dashboard.listing.hours.opens" values={values} />}
                {...form.form.register(`opening_hours.${index}.opens`)}
              />
              <TextField
                type="time"
                id={`listing-hours-${index}-closes`}
                label={<FormattedMessage id="dashboard.listing.hours.closes" values={values} />}
                {...form.form.register(`opening_hours.${index}.closes`)}
              />
              <Button type="button" variant="secondary" onClick={() => hours.remove(index)}>
                <FormattedMessage id="dashboard.listing.hours.remove" values={values} />
              </Button>
            </div>
          );
        })}
        <Button type="button" variant="secondary" id="listing-hours-add" onClick={() => hours.append({ day: 1, opens: '09:00', closes: '17:00' })}>
          <FormattedMessage id="dashboard.listing.hours.add" />
        </Button>
      </fieldset>

      {/* Issue 17: exceptional closures (whole days); public holidays are computed, never entered. */}
      <fieldset className={styles.fieldset} aria-describedby="listing-closures-hint">
        <legend>
          <FormattedMessage id="dashboard.listing.field.closures" />
        </legend>
        <p id="listing-closures-hint">
          <FormattedMessage id="dashboard.listing.closures.hint" />
        </p>
        {closures.fields.length === 0 ? (
          <p>
            <FormattedMessage id="dashboard.listing.closures.none" />
          </p>
        ) : null}
        {closures.fields.map((closure, index) => {
          const values = { index: index + 1, hidden: hiddenText };
          const field = (name: 'starts_on' | 'ends_on' | 'reason_fr' | 'reason_nl', type: 'date' | 'text') => (
            <TextField
              type={type}
              id={`listing-closure-${index}-${name}`}
              label={<FormattedMessage id={`dashboard.listing.closures.${name}`} values={values} />}
              error={form.errorOf(`closures.${index}.${name}`)}
              {...(type === 'text' ? { maxLength: 190, lang: name === 'reason_fr' ? 'fr' : 'nl' } : {})}
              {...form.form.register(`closures.${index}.${name}`)}
            />
          );
          return (
            <div key={closure.id} className={styles.row}>
              {field('starts_on', 'date')}
              {field('ends_on', 'date')}
              {field('reason_fr', 'text')}
              {field('reason_nl', 'text')}
              <Button type="button" variant="secondary" onClick={() => closures.remove(index)}>
                <FormattedMessage id="dashboard.listing.closures.remove" values={values} />
              </Button>
            </div>
          );
        })}
        <Button type="button" variant="secondary" id="listing-closures-add" onClick={() => closures.append({ starts_on: '', ends_on: '', reason_fr: '', reason_nl: '' })}>
          <FormattedMessage id="dashboard.listing.closures.add" />
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>
          <FormattedMessage id="dashboard.listing.field.languages" />
        </legend>
        {form.errorOf('languages') ? <p className={styles.error}>{form.errorOf('languages')}</p> : null}
        <ul className={styles.choices}>
          {LANGUAGE_CODES.map((code) => (
            <li key={code}>
              <Checkbox id={`listing-language-${code}`} value={code} label={t(`dashboard.listing.language.${code}`)} {...form.form.register('languages')} />
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
