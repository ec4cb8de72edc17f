import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, ErrorPageFallback, Spinner, reloadForChunkError } from '@sam/ui';
import { portalUrl, useDashboardLocale } from '../shared/links';
import { useReportRouteFailure } from '../shared/route-failure';
import { usePageTitle } from '../shared/usePageTitle';
import { isUnknownMiddlewareError } from './guards';

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
  useReportRouteFailure();
  useEffect(() => {
    // Spec §4/§8: a chunk that failed to load reloads the page (at most once a minute).
    if (reloadForChunkError(error)) return;
    if (isRouteErrorResponse(error) && isUnknownMiddlewareError(error.data)) console.error(`${error.data.message}: ${error.data.guard}`);
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <LocalisedError status={status} />
      {isRouteErrorResponse(error) && isUnknownMiddlewareError(error.data) ? (
        <p>
          <FormattedMessage id="dashboard.error.unknownMiddleware" />
        </p>
      ) : null}
    </>
  );
}

/** Spec §2: when even the layout fails, a plain English fallback with a link home. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error(error);
  }, [error]);
  return <ErrorPageFallback />;
}

/** Shown in the page's place while its guard loads the user on the first visit. */
export function PageLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />;
}
