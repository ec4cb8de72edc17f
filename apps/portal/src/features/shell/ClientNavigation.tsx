import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { localisedRouteName, matchRoute } from '@sam/i18n-routes';
import { canPrefetch, reloadForChunkError, useToast } from '@sam/ui';
import { useTextsForBrowser } from '../../shared/page-messages';

const CHUNK_ERROR_TEXT = ['error.chunk'] as const;

interface PortalLink {
  path: string;
  routeId: string;
}

/** A same-origin link to a page the portal serves: its path and React Router route id. */
function portalLinkOf(event: Event): PortalLink | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  const match = matchRoute(anchor.pathname);
  if (!match || match.route.app !== 'portal') return null;
  return { path: `${anchor.pathname}${anchor.search}${anchor.hash}`, routeId: localisedRouteName(match.route.name, match.locale) };
}

interface ManifestRoute {
  module?: string;
  imports?: string[];
}

const manifestRoute = (routeId: string): ManifestRoute | undefined =>
  (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes[routeId];

/** Loads the page's route module before navigating, so a failed chunk is ours to handle (spec §4). */
async function loadRouteModule(routeId: string): Promise<void> {
  const module = manifestRoute(routeId)?.module;
  if (module) await import(/* @vite-ignore */ module);
}

/**
 * Module preloads for a page's code. React Router's own <PrefetchPageLinks> would import the route
 * module, and on a failed chunk it reloads the page every time, past the spec's once-a-minute rule.
 */
function PreloadRouteModules({ routeId }: { routeId: string }) {
  const route = manifestRoute(routeId);
  const files = [...new Set([route?.module, ...(route?.imports ?? [])].filter((f): f is string => Boolean(f)))];
  return (
    <>
      {files.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}

/**
 * The design-system components render plain <a> links (libs/ui knows no router). This turns
 * clicks on portal links into client navigations (progress bar, no full reload), prefetches a
 * link's page on hover or focus except on 2g or data-saver connections (spec §9), and handles a
 * chunk that fails to load: one page reload at most once a minute, else an error toast (spec §4).
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();
  // Formatted when a chunk fails, likely with the page's language unreachable too: every page carries it.
  useTextsForBrowser(CHUNK_ERROR_TEXT);
  const [prefetch, setPrefetch] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = portalLinkOf(event);
      const samePageAnchor = link?.path.includes('#') && link.path.split('#')[0] === `${window.location.pathname}${window.location.search}`;
      if (!link || samePageAnchor) return;
      event.preventDefault();
      loadRouteModule(link.routeId).then(
        () => navigate(link.path),
        (error: unknown) => {
          if (!reloadForChunkError(error)) toast.show({ type: 'danger', message: intl.formatMessage({ id: 'error.chunk' }) });
        },
      );
    };
    const onIntent = (event: Event) => {
      const link = portalLinkOf(event);
      if (link && canPrefetch()) setPrefetch(link.routeId);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [navigate, intl, toast]);

  return prefetch ? <PreloadRouteModules routeId={prefetch} /> : null;
}
