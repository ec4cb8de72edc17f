import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMatches, useNavigate } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { Breadcrumb, type BreadcrumbItem } from '@sam/ui';
import { useDashboardLocale } from '../shared/links';
import type { DashboardRouteHandle } from './routes';

/**
 * Spec §2 breadcrumb bar, dashboard trail: the dashboard home, then the page. The portal serves its
 * trails as a static file built from the route table; the dashboard's are one level deep, so they are
 * built here from the same table and the page titles. Not shown on the dashboard home itself.
 */
export function DashboardBreadcrumb() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  const page = useMatches()
    .map((match) => match.handle as DashboardRouteHandle | undefined)
    .findLast((handle) => handle?.routeName);
  const shown = Boolean(page && page.routeName !== 'dashboard-index');

  // The ui component renders plain links: keep same-origin ones inside the SPA (no full reload).
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !shown) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate, shown]);

  if (!page || !shown) return null;
  const items: BreadcrumbItem[] = [
    { label: intl.formatMessage({ id: 'dashboard.section.dashboard-index' }), href: pathFor('dashboard-index', locale) },
    { label: intl.formatMessage({ id: page.titleId }) },
  ];
  return (
    <div ref={wrapper}>
      <Breadcrumb items={items} />
    </div>
  );
}
