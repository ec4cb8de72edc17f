import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useDeleteSavedSearchMutation, useListSavedSearchesQuery, useUpdateSavedSearchMutation } from '@sam/api-client';
import { ALERT_FREQUENCIES, savedSearchUpdateSchema, type AlertFrequency, type SavedSearch } from '@sam/contracts';
import { SEARCH_TABS } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { apiErrorMessage, apiFailure, translateError } from '../../shared/forms';
import { portalUrl } from '../../shared/links';
import { ListTable } from '../../shared/ListTable';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { FormStatus } from '../../shared/ServerForm';
import { usePageTitle } from '../../shared/usePageTitle';
import formStyles from '../../shared/Forms.module.css';
import styles from './SavedSearchesPage.module.css';

const COLUMNS = ['dashboard.savedSearches.col.name', 'dashboard.savedSearches.col.tab', 'dashboard.savedSearches.col.saved', 'dashboard.savedSearches.col.alert', 'dashboard.savedSearches.col.actions'];

/** A tab is named as the portal's menu names its section (the same 'menu.*' message). */
const TAB_LABEL: Record<SavedSearch['tab'], string> = {
  directory: 'menu.directory',
  'useful-links': 'menu.infos',
  agenda: 'menu.agenda',
  articles: 'menu.annonces',
  'good-tips': 'menu.guide',
};

const formatDay = (intl: IntlShape, iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });

/** The search on the portal, in the language it was saved in (its refinements are named in it). */
function searchHref(search: SavedSearch): string {
  const tab = SEARCH_TABS.find((t) => t.id === search.tab) ?? SEARCH_TABS[0];
  const query = new URLSearchParams(search.query);
  return tab.id === 'directory' ? portalUrl('recherche', search.locale, undefined, { query }) : portalUrl('recherche-tab', search.locale, { tab: tab[search.locale] }, { query });
}

/** mes-recherches: the searches saved from the portal (issue 17): open, rename, delete, alert frequency. */
export function SavedSearchesPage() {
  const intl = useIntl();
  usePageTitle('dashboard.savedSearches.title');
  const searches = useListSavedSearchesQuery();
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  return (
    <>
      <PageHeading titleId="dashboard.savedSearches.title">
        <FormattedMessage id="dashboard.savedSearches.intro" />
      </PageHeading>
      <FormStatus>{status?.kind === 'done' ? status.text : null}</FormStatus>
      {status?.kind === 'failed' ? <FormAlert>{status.text}</FormAlert> : null}
      <QueryContent query={searches} failure={apiErrorMessage(intl, searches.error)}>
        {(loaded) => (
          <ListTable items={loaded} captionId="dashboard.savedSearches.title" emptyId="dashboard.savedSearches.empty" columns={COLUMNS}>
            {(search) => <SavedSearchRow search={search} onStatus={setStatus} />}
          </ListTable>
        )}
      </QueryContent>
    </>
  );
}

function SavedSearchRow({ search, onStatus }: { search: SavedSearch; onStatus: (status: { kind: 'done' | 'failed'; text: string } | null) => void }) {
  const intl = useIntl();
  const [update, updating] = useUpdateSavedSearchMutation();
  const [remove, removing] = useDeleteSavedSearchMutation();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>();

  const startRenaming = () => {
    setName(search.name);
    flushSync(() => setRenaming(true));
    document.getElementById(`rename-input-${search.id}`)?.focus();
  };

  const setFrequency = async (frequency: AlertFrequency) => {
    onStatus(null);
    try {
      await update({ id: search.id, changes: { frequency } }).unwrap();
      onStatus({ kind: 'done', text: intl.formatMessage({ id: `dashboard.savedSearches.alert.done.${frequency}` }, { name: search.name }) });
    } catch (failure) {
      onStatus({ kind: 'failed', text: apiFailure(intl, 'dashboard.savedSearches.failed', failure) });
    }
  };

  const rename = async () => {
    const parsed = savedSearchUpdateSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(translateError(intl, parsed.error.issues[0]?.message));
      return;
    }
    setNameError(undefined);
    try {
      const saved = await update({ id: search.id, changes: { name: parsed.data.name } }).unwrap();
      flushSync(() => {
        setRenaming(false);
        onStatus({ kind: 'done', text: intl.formatMessage({ id: 'dashboard.savedSearches.renamed' }, { name: saved.name }) });
      });
      document.getElementById(`rename-${search.id}`)?.focus();
    } catch (failure) {
      setNameError(apiErrorMessage(intl, failure));
    }
  };

  const onDelete = async () => {
    onStatus(null);
    try {
      await remove(search.id).unwrap();
      onStatus({ kind: 'done', text: intl.formatMessage({ id: 'dashboard.savedSearches.deleted' }, { name: search.name }) });
    } catch (failure) {
      onStatus({ kind: 'failed', text: apiFailure(intl, 'dashboard.savedSearches.failed', failure) });
    }
  };

  return (
    <>
      <th scope="row">
        <a href={searchHref(search)}>{search.name}</a>
      </th>
      <td>
        <FormattedMessage id={TAB_LABEL[search.tab]} />
      </td>
      <td>
        <time dateTime={search.created_at}>{formatDay(intl, search.created_at)}</time>
      </td>
      <td>
        <label className="sam-visually-hidden" htmlFor={`alert-${search.id}`}>
          <FormattedMessage id="dashboard.savedSearches.alert.label" values={{ name: search.name }} />
        </label>
        <select id={`alert-${search.id}`} className={styles.select} value={search.frequency} disabled={updating.isLoading} onChange={(event) => void setFrequency(event.target.value as AlertFrequency)}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {intl.formatMessage({ id: `dashboard.savedSearches.alert.${frequency}` })}
            </option>
          ))}
        </select>
      </td>
      <td>
        {renaming ? (
          <form
            className={styles.rename}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void rename();
            }}
          >
            <TextField label={intl.formatMessage({ id: 'dashboard.savedSearches.rename.label' }, { name: search.name })} value={name} maxLength={80} error={nameError} id={`rename-input-${search.id}`} onChange={(event) => setName(event.target.value)} />
            <div className={formStyles.actions}>
              <Button type="submit" aria-disabled={updating.isLoading || undefined}>
                <FormattedMessage id="dashboard.savedSearches.rename.save" />
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  flushSync(() => setRenaming(false));
                  document.getElementById(`rename-${search.id}`)?.focus();
                }}
              >
                <FormattedMessage id="dashboard.savedSearches.rename.cancel" />
              </Button>
            </div>
          </form>
        ) : (
          <div className={formStyles.actions}>
            <Button id={`rename-${search.id}`} type="button" variant="secondary" onClick={() => startRenaming()}>
              <FormattedMessage id="dashboard.savedSearches.rename" values={{ name: search.name, hidden: (chunks) => <span key="hidden" className="sam-visually-hidden">{chunks}</span> }} />
            </Button>
            <Button type="button" variant="secondary" className={formStyles.danger} aria-disabled={removing.isLoading || undefined} onClick={() => void onDelete()}>
              <FormattedMessage id="dashboard.savedSearches.delete" values={{ name: search.name, hidden: (chunks) => <span key="hidden" className="sam-visually-hidden">{chunks}</span> }} />
            </Button>
          </div>
        )}
      </td>
    </>
  );
}
