import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { useToast } from '@sam/ui';
import { apiFailure } from './forms';
import { useDashboardLocale } from './links';
import { PageHeading } from './PageHeading';
import { QueryContent, type QueryState } from './QueryContent';
import { usePageTitle } from './usePageTitle';
import styles from './EditorPage.module.css';

interface EditorPageProps<T> {
  titleId: string;
  intro: ReactNode;
  /** On an edit page: the item loaded for editing, and the message id that leads what went wrong (not found, not theirs). */
  editing?: { query: QueryState<T> & { error?: unknown }; failedId: string };
  /** The form, for the loaded item or a new one (null). */
  children: (item: T | null) => ReactNode;
}

/** A page that creates one of the user's things, or edits it once loaded. */
export function EditorPage<T>({ titleId, intro, editing, children }: EditorPageProps<T>) {
  const intl = useIntl();
  usePageTitle(titleId);
  return (
    <>
      <PageHeading titleId={titleId}>{intro}</PageHeading>
      {editing ? (
        <QueryContent query={editing.query} failure={apiFailure(intl, editing.failedId, editing.query.error)}>
          {children}
        </QueryContent>
      ) : (
        children(null)
      )}
    </>
  );
}

/** After a save: a toast that says what was saved ({title}), then back to the list (`listRoute`). */
export function useBackToList(listRoute: string) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useDashboardLocale();
  return async (messageId: string, title: string) => {
    toast.show({ type: 'success', message: intl.formatMessage({ id: messageId }, { title }) });
    await navigate(pathFor(listRoute, locale));
  };
}

/** The link back to the list, under the form. */
export function BackToList({ listRoute, labelId }: { listRoute: string; labelId: string }) {
  const locale = useDashboardLocale();
  return (
    <p className={styles.back}>
      <Link to={pathFor(listRoute, locale)}>
        <FormattedMessage id={labelId} />
      </Link>
    </p>
  );
}
