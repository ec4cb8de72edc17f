import { Controller, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BesoinSummary, ListingActivityInput, PrestataireEditInput, SectorCount } from '@sam/contracts';
import { useDashboardLocale } from '../../shared/links';
import type { EditForm } from './GeneralTab';
import styles from './ListingEditor.module.css';

interface Choice {
  id: number;
  label: string;
}

/** Tab 3: trades (sectors) and activities (needs), each with one main entry and secondary ones. */
export function ActivitiesTab({ form, sectors, besoins }: { form: EditForm; sectors: SectorCount[]; besoins: BesoinSummary[] }) {
  const locale = useDashboardLocale();
  return (
    <>
      <ActivityPicker
        form={form}
        control={form.form.control}
        name="sectors"
        idPrefix="listing-sector"
        choices={sectors.map((s) => ({ id: s.id, label: locale === 'nl' ? s.titre_nl : s.titre_fr }))}
        texts={{ heading: 'dashboard.listing.sectors.heading', main: 'dashboard.listing.main.sector', secondary: 'dashboard.listing.secondary.sector', locked: 'dashboard.listing.secondary.lockedSector' }}
      />
      <ActivityPicker
        form={form}
        control={form.form.control}
        name="besoins"
        idPrefix="listing-besoin"
        choices={besoins.map((b) => ({ id: b.id, label: b.path }))}
        texts={{ heading: 'dashboard.listing.besoins.heading', main: 'dashboard.listing.main.besoin', secondary: 'dashboard.listing.secondary.besoin', locked: 'dashboard.listing.secondary.locked' }}
      />
    </>
  );
}

interface PickerProps {
  form: EditForm;
  control: Control<PrestataireEditInput>;
  name: 'sectors' | 'besoins';
  idPrefix: string;
  choices: Choice[];
  texts: { heading: string; main: string; secondary: string; locked: string };
}

const idOf = (activity: ListingActivityInput) => Number(activity.id);
const isMain = (activity: ListingActivityInput) => activity.is_main === true || activity.is_main === 'true' || activity.is_main === '1' || activity.is_main === 'on';

/**
 * Spec §5: a main activity must be ticked before secondary ones. The secondary boxes stay disabled,
 * with the reason beside them, until a main one is chosen; the shared schema's error (an edit copy
 * that has secondary entries without a main one) shows on the group.
 */
function ActivityPicker({ form, control, name, idPrefix, choices, texts }: PickerProps) {
  const intl = useIntl();
  const error = form.errorOf(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const list = (field.value ?? []) as ListingActivityInput[];
        const main = list.find(isMain);
        const mainId = main ? idOf(main) : null;
        const secondary = new Set(list.filter((a) => !isMain(a)).map(idOf));
        const setMain = (id: number) => field.onChange([{ id, is_main: true }, ...list.filter((a) => !isMain(a) && idOf(a) !== id)]);
        const toggle = (id: number, on: boolean) =>
          field.onChange(on ? [...list, { id, is_main: false }] : list.filter((a) => isMain(a) || idOf(a) !== id));
        const lockedId = `${idPrefix}-locked`;
        const errorId = `${idPrefix}-error`;
        return (
          <section aria-labelledby={`${idPrefix}-heading`} className={styles.fieldset}>
            <h2 id={`${idPrefix}-heading`}>
              <FormattedMessage id={texts.heading} />
            </h2>
            {error ? (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            ) : null}
            <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
              <legend>
                <FormattedMessage id={texts.main} />
              </legend>
              <select
                id={`${idPrefix}-main`}
                aria-label={intl.formatMessage({ id: texts.main })}
                value={mainId ?? ''}
                onChange={(event) => (event.target.value ? setMain(Number(event.target.value)) : field.onChange(list.filter((a) => !isMain(a))))}
                onBlur={field.onBlur}
                ref={field.ref}
              >
                <option value="">{intl.formatMessage({ id: 'dashboard.listing.main.none' })}</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </fieldset>
            <fieldset className={styles.fieldset} aria-describedby={mainId === null ? lockedId : undefined}>
              <legend>
                <FormattedMessage id={texts.secondary} />
              </legend>
              {mainId === null ? (
                <p id={lockedId} className={styles.hint}>
                  <FormattedMessage id={texts.locked} />
                </p>
              ) : null}
              <ul className={styles.choices}>
                {choices
                  .filter((choice) => choice.id !== mainId)
                  .map((choice) => {
                    const id = `${idPrefix}-${choice.id}`;
                    return (
                      <li key={choice.id}>
                        <input
                          type="checkbox"
                          id={id}
                          checked={secondary.has(choice.id)}
                          disabled={mainId === null && !secondary.has(choice.id)}
                          aria-describedby={mainId === null ? lockedId : undefined}
                          onChange={(event) => toggle(choice.id, event.target.checked)}
                        />
                        <label htmlFor={id}>{choice.label}</label>
                      </li>
                    );
                  })}
              </ul>
            </fieldset>
          </section>
        );
      }}
    />
  );
}
