import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, ErrorPageFallback, Spinner } from '@sam/ui';
import { portalUrl, useDashboardLocale } from '../shared/links';
import { usePageTitle } from '../shared/usePageTitle';

function LocalisedError({ status }: { status: number }) {
  const locale = useDashboardLocale();
  usePageTitle(status === 404 ? 'error.notFound.title' : 'error.generic.heading');
  return <ErrorPage status={status} searchHref={portalUrl('recherche', locale)} homeHref={portalUrl('index', locale)} />;
}

/** Spec §2: an unknown dashboard path gives the localised 404 page. */
export function NotFoundPage() {
  return <LocalisedError status={404} />;
}

/** Error boundary of a page: the localised error page inside the account layout (spec §8). */
export function PageErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return <LocalisedError status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/** Spec §2: when even the layout fails, a plain English fallback with a link home. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <ErrorPageFallback />;
}

/** Shown in the page's place while its guard loads the user on the first visit. */
export function PageLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />;
}
