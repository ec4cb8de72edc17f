import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { QR_TYPES, qrEndpoints, urlOf, type QrLink, type QrType } from '@sam/contracts';
import { appHref, localeOfPath, pathFor, type Locale } from '@sam/i18n-routes';
import { QrCodePage, QrRequestPage, type QrCodeView } from '../features/qr/QrPage';
import { qrPagePath, qrTargetOf, type QrTarget } from '../features/qr/qr-target';
import { ApiResponseError, callApi } from '../api.server';
import { portalOrigins } from '../app-links.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

const notFound = () => data(null, { status: 404 });

/** The page's short link (made once by the API), or null when there is no such public page. */
async function qrLinkOf(request: Request, { type, id, locale }: QrTarget): Promise<QrLink | null> {
  try {
    return (await callApi(request, qrEndpoints.link, { body: { type, id, locale } }, locale)).data;
  } catch (error) {
    if (error instanceof ApiResponseError && [404, 422].includes(error.status)) return null;
    throw error;
  }
}

/** The QR image of a short link, in one of its formats. */
const imageOf = (link: QrLink, format: 'png' | 'svg') => ({ params: { id: String(link.id), file: `${link.short_code}.${format}` } });

async function qrSvg(request: Request, link: QrLink, locale: Locale): Promise<string> {
  return (await callApi(request, qrEndpoints.image, imageOf(link, 'svg'), locale)).text();
}

/**
 * §2 /{locale}/qr/{type?}/{id?}: type prestataire (id: the listing's slug), event (the event's
 * slug) or page (a static page's route name). Without them, a form takes an address of this site
 * (?url=…) and leads to its QR page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale: Locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const seo = (title: string, alternates: Record<Locale, string>) => ({
    title: `${title} | SAM`,
    description: intl.formatMessage({ id: 'qr.description' }),
    locale,
    origin: portalConfig.portalOrigin,
    alternates,
  });

  const { type, id } = params;
  if (!type) {
    const asked = url.searchParams.get('url');
    const target = asked === null ? null : qrTargetOf(asked, portalConfig.portalOrigin);
    // Only a page that can have a code leads on; anything else stays here with the message.
    if (target && (await qrLinkOf(request, target))) throw redirect(qrPagePath(target));
    // Absolute (no `from`): the example is an address to paste, not a link.
    const example = appHref({ route: 'contact', locale, origins: portalOrigins() });
    return {
      request: { action: pathFor('qr-type-id', locale), value: asked ?? '', invalid: asked !== null, example },
      view: null,
      seo: seo(intl.formatMessage({ id: 'page.qr-type-id' }), { fr: pathFor('qr-type-id', 'fr'), nl: pathFor('qr-type-id', 'nl') }),
    };
  }
  if (!id || !(QR_TYPES as readonly string[]).includes(type)) throw notFound();
  const link = await qrLinkOf(request, { type: type as QrType, id, locale });
  if (!link) throw notFound();

  const title = link.title ?? intl.formatMessage({ id: `page.${id}` });
  const api = portalConfig.apiPublicUrl.replace(/\/+$/, '');
  const view: QrCodeView = {
    link,
    title,
    svg: await qrSvg(request, link, locale),
    targetHref: `${portalConfig.portalOrigin}${link.target}`,
    pngHref: `${api}${urlOf(qrEndpoints.image, imageOf(link, 'png'))}`,
    svgHref: `${api}${urlOf(qrEndpoints.image, imageOf(link, 'svg'))}`,
  };
  return {
    request: null,
    view,
    anotherHref: pathFor('qr-type-id', locale),
    breadcrumbLabel: title,
    seo: seo(intl.formatMessage({ id: 'qr.heading.page' }, { title }), {
      fr: pathFor('qr-type-id', 'fr', { type, id }),
      nl: pathFor('qr-type-id', 'nl', { type, id }),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function QrRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.view) return <QrCodePage view={loaded.view} anotherHref={loaded.anotherHref} />;
  return <QrRequestPage {...loaded.request} />;
}
