import { data, type LoaderFunctionArgs } from 'react-router';
import { networksEndpoints } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { ApiResponseError, callApi } from '../../api.server';
import { portalConfig } from '../../config.server';
import { intlFor } from '../../intl.server';

/** The network of the head provider named by the {slug} of both network pages; 404 when it has none. */
export async function loadNetworkPage({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const slug = params['slug'] ?? '';
  const network = await callApi(request, networksEndpoints.getNetwork, { params: { id: slug } }, locale)
    .then((r) => r.data)
    .catch((error: unknown) => {
      // Spec §8: a missing page (or a slug the API refuses) gives the 404 page.
      if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
      throw error;
    });
  const intl = intlFor(locale);
  const name = network.name ?? intl.formatMessage({ id: 'networks.page.fallbackName' }, { head: network.head.title });
  const current = {
    fr: pathFor('reseaux-de-prestataires-slug', 'fr', { slug: network.head.slug }),
    nl: pathFor('reseaux-de-prestataires-slug', 'nl', { slug: network.head.slug }),
  };
  return {
    locale,
    network,
    current,
    breadcrumbLabel: name,
    seo: {
      title: `${name} | SAM`,
      description: intl.formatMessage({ id: 'networks.page.metaDescription' }, { name, count: network.members.length, head: network.head.title }),
      locale,
      origin: portalConfig.portalOrigin,
    },
  };
}
