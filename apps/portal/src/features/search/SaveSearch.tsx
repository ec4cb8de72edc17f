import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCreateSavedSearchMutation } from '@sam/api-client';
import { ALERT_FREQUENCIES, savedSearchCreateSchema } from '@sam/contracts';
import type { z } from 'zod';
import type { Locale } from '@sam/i18n-routes';
import { formatSearchQuery, parseSearchQuery } from '@sam/search-map';
import { Button, FormAlert, TextField } from '@sam/ui';
import { useAppHref } from '../../app-links';
import { useRootData } from '../../root-data';
import { Fieldset } from '../../shared/forms/FormFields';
import { applyApiErrors, translateError } from '../../shared/forms/form-errors';
import { tabLabelId, type SearchTab } from './tabs';
import styles from './SaveSearch.module.css';

/** The form's part of the contract: tab, locale and query come from the page. */
const formSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/**
 * "Save this search" (issue 17): a logged-in visitor keeps the page's address (query,
 * refinements, tab, zone) under a name, with an optional alert mail; a visitor is told to log in.
 */
export function SaveSearch({ locale, tab }: { locale: Locale; tab: SearchTab }) {
  const intl = useIntl();
  const user = useRootData()?.user ?? null;
  const href = useAppHref();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const formId = useId();
  const openId = `${formId}-open`;
  // The button that opens the form gets the focus back when it closes.
  const focusOpen = () => document.getElementById(openId)?.focus();
  const q = parseSearchQuery(search).q;
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: '', frequency: 'none' } });

  if (!user) {
    return (
      <p className={styles.saveSearch}>
        <FormattedMessage id="savedSearch.loggedOut" values={{ link: (chunks) => <a key="link" href={href('auth-login', locale)}>{chunks}</a> }} />
      </p>
    );
  }

  const start = () => {
    setSaved(null);
    setAlert(null);
    form.reset({ name: (q ?? intl.formatMessage({ id: tabLabelId(tab) })).slice(0, 80), frequency: 'none' });
    setOpen(true);
  };
  const close = () => {
    flushSync(() => setOpen(false));
    focusOpen();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const query = formatSearchQuery({ ...parseSearchQuery(search), page: undefined });
      const created = await create({ ...values, tab: tab.id, locale, query }).unwrap();
      flushSync(() => {
        setSaved(created.name);
        setOpen(false);
      });
      focusOpen();
    } catch (error) {
      setAlert(applyApiErrors(error, form.setError, ['name', 'frequency']) || intl.formatMessage({ id: 'error.generic.heading' }));
    }
  });
  const error = (field: keyof FormValues) => translateError(intl, form.formState.errors[field]?.message);

  return (
    <div className={styles.saveSearch}>
      <div aria-live="polite">
        {saved ? (
          <p>
            <FormattedMessage id="savedSearch.saved" values={{ name: saved, link: (chunks) => <a key="link" href={href('dashboard-index-mes-recherches', locale)}>{chunks}</a> }} />
          </p>
        ) : null}
      </div>
      {open ? (
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
            <Button type="button" variant="secondary" onClick={close}>
              <FormattedMessage id="savedSearch.cancel" />
            </Button>
          </div>
        </form>
      ) : (
        <Button id={openId} type="button" variant="secondary" onClick={start}>
          <FormattedMessage id="savedSearch.open" />
        </Button>
      )}
    </div>
  );
}
