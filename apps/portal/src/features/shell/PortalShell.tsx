import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Locale } from '@sam/i18n-routes';
import { useLogoutMutation } from '@sam/api-client';
import { DASHBOARD_BASE, matchRoute, pathFor, twinPath } from '@sam/i18n-routes';
import { PageLayout, SiteFooter, SiteHeader } from '@sam/ui';
import { useRootData } from '../../root-data';

/** Header, footer and the layout the route table names for the current page (spec §2). */
export function PortalShell({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const [logout] = useLogoutMutation();
  const alternates = usePageAlternates();
  if (!data) return <>{children}</>;
  const { locale, user, config } = data;
  const layout = matchRoute(pathname)?.route.layout ?? 'default';
  const home = pathFor('index', locale);

  // Spec §4 logout: CSRF cookie and POST /logout (api-client), clear the session, go home.
  const onLogout = async () => {
    await logout().unwrap().catch(() => undefined);
    window.location.assign(`${home}?logged_out=1`);
  };

  return (
    <PageLayout
      layout={layout}
      header={
        <SiteHeader
          locale={locale}
          homeHref={home}
          topBar={{
            helpHref: pathFor('aide-besoin-aide', locale),
            legalAdviceHref: pathFor('content-permanence-juridique', locale),
            donateHref: pathFor('content-soutenir-asbl', locale),
            languageLinks: alternates ?? { fr: twinPath(pathname, 'fr'), nl: twinPath(pathname, 'nl') },
          }}
          account={{
            user: user ? { name: user.name } : null,
            loginHref: pathFor('auth-login', locale),
            registerHref: pathFor('auth-register', locale),
            dashboardHref: `${config.dashboardOrigin}${DASHBOARD_BASE[locale]}`,
            onLogout,
          }}
        />
      }
      footer={
        <SiteFooter
          donateHref={pathFor('content-soutenir-asbl', locale)}
          links={[
            { href: pathFor('faq', locale), labelId: 'footer.faq' },
            { href: pathFor('contact', locale), labelId: 'footer.contact' },
            { href: pathFor('content-politique-de-confidentialite', locale), labelId: 'footer.privacy' },
          ]}
        />
      }
    >
      {children}
    </PageLayout>
  );
}

/** A page whose slugs differ per locale returns `alternates` from its loader (used for hreflang too). */
function usePageAlternates(): Record<Locale, string> | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const alternates = (match.loaderData as { alternates?: Record<Locale, string> } | undefined)?.alternates;
    if (alternates) return alternates;
  }
  return undefined;
}
