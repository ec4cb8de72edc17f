import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { UnregisterConfirmation } from '../features/unregister/UnregisterConfirmation';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

const confirmPageLoader = pageLoader('desinscription-expires-id-token', 'page.desinscription-expires-id-token', 'unregister.confirm.text');

export function loader(args: LoaderFunctionArgs) {
  const { expires = '', id = '', token = '' } = args.params;
  return { ...confirmPageLoader(args), link: { expires, id, token } };
}
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function UnregisterConfirmRoute() {
  const { locale, link } = useLoaderData<typeof loader>();
  return (
    <AuthPage titleId="page.desinscription-expires-id-token">
      <UnregisterConfirmation link={link} homeHref={pathFor('index', locale)} />
    </AuthPage>
  );
}
