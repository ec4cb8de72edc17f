import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { localeOfPath, matchRoute, pathFor, ROUTES } from '@sam/i18n-routes';
import { ContentArticle } from '../features/content/ContentArticle';
import { contentPage } from '../features/content/content-files.server';
import { breadcrumbFile } from '../features/shell/breadcrumbs';
import { portalConfig } from '../config.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** Spec §2 content sections: pages authored as Markdown per locale in content/pages. */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const name = matchRoute(pathname)?.route.name;
  const page = name ? contentPage(name, locale) : undefined;
  if (!name || !page) throw data(null, { status: 404 });

  // The section: the topmost page above this one that has content (or this page), and every
  // content page below that one in the route table's hierarchy.
  const trails = breadcrumbFile(locale);
  const hasContent = (route: string) => contentPage(route, locale) !== undefined;
  const rootName = (trails[name] ?? []).map((crumb) => matchRoute(crumb.href ?? '')?.route.name).find((n) => n && hasContent(n)) ?? name;
  const rootHref = pathFor(rootName, locale);
  const section = ROUTES.filter((r) => r.name === rootName || (trails[r.name] ?? []).some((crumb) => crumb.href === rootHref))
    .filter((r) => hasContent(r.name))
    .map((r) => ({ href: pathFor(r.name, locale), title: contentPage(r.name, locale)!.title, current: r.name === name }));

  const alternates = { fr: pathFor(name, 'fr'), nl: pathFor(name, 'nl') };
  return {
    page,
    section,
    breadcrumbLabel: page.title,
    seo: { title: `${page.title} | SAM`, description: page.description, locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContentPageRoute() {
  const { page, section } = useLoaderData<typeof loader>();
  return <ContentArticle page={page} section={section} />;
}
