import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreateSavedSearchMutation } from '../../shared/api';
import { ALERT_FREQUENCIES, savedSearchCreateSchema } from '@sam/contracts';
import type { z } from 'zod';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { Fieldset } from '../../shared/forms/FormFields';
import { applyApiErrors, translateError } from '../../shared/forms/form-errors';
import { formatSearchQuery, parseSearchQuery } from '@sam/search-map';
import { tabLabelId, type SearchTab } from './tabs';
import styles from './SaveSearch.module.css';

/** The form's part of the contract: tab, locale and query come from the page. */
const formSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export interface SaveSearchFormProps {
  locale: Locale;
  tab: SearchTab;
  /** The page's query string (the saved search keeps it without its page number). */
  search: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

/**
 * The "save this search" form, loaded when a visitor opens it (its form library and schema stay
 * out of the search page's first load; SaveSearch shows the button and the outcome).
 */
export function SaveSearchForm({ locale, tab, search, onSaved, onCancel }: SaveSearchFormProps) {
  const intl = useIntl();
  const parsed = parseSearchQuery(search);
  const query = formatSearchQuery({ ...parsed, page: undefined });
  const defaultName = (parsed.q ?? intl.formatMessage({ id: tabLabelId(tab) })).slice(0, 80);
  const formId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: defaultName, frequency: 'none' } });
  // The button that opened the form is gone: the name field takes the focus.
  useEffect(() => form.setFocus('name'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const created = await create({ ...values, tab: tab.id, locale, query }).unwrap();
      onSaved(created.name);
    } catch (error) {
      setAlert(applyApiErrors(error, form.setError, ['name', 'frequency']) || intl.formatMessage({ id: 'error.generic.heading' }));
    }
  });
  const error = (field: keyof FormValues) => translateError(intl, form.formState.errors[field]?.message);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className={styles.saveSearchForm} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className={styles.saveSearchHeading}>
        <FormattedMessage id="savedSearch.open" />
      </h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField label={<FormattedMessage id="savedSearch.name" />} maxLength={80} error={error('name')} {...form.register('name')} />
      <Fieldset legend={<FormattedMessage id="savedSearch.frequency" />}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={styles.saveSearchChoice}>
            <input type="radio" value={frequency} {...form.register('frequency')} /> <FormattedMessage id={`savedSearch.frequency.${frequency}`} />
          </label>
        ))}
      </Fieldset>
      <div className={styles.saveSearchActions}>
        <Button type="submit" disabled={isLoading}>
          <FormattedMessage id="savedSearch.submit" />
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <FormattedMessage id="savedSearch.cancel" />
        </Button>
      </div>
    </form>
  );
}
