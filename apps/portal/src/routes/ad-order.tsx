import { useLoaderData, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { AdOrderForm } from '../features/ad-order/AdOrderForm';
import { ContentArticle } from '../features/content/ContentArticle';
import { pageMeta } from '../seo';
import { loader as contentLoader } from './content-page';

/** §2 /fr/commander-encart-publicitaire: the Markdown page (formats, prices, rules), then the order form. */
export const loader = contentLoader;
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AdOrderRoute() {
  const { page, section, seo } = useLoaderData<typeof loader>();
  return (
    <ContentArticle page={page} section={section}>
      <AdOrderForm locale={seo.locale} privacyHref={pathFor('content-politique-de-confidentialite-vie-privee', seo.locale)} />
    </ContentArticle>
  );
}
