import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useStopSavedSearchAlertsMutation } from '../shared/api';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { NewsletterLinkAction } from '../features/newsletter/NewsletterLinkAction';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

const stopPageLoader = pageLoader('recherches-alertes-arreter-id-token', 'page.recherches-alertes-arreter-id-token', 'savedSearch.stop.text');

export function loader(args: LoaderFunctionArgs) {
  const { id = '', token = '' } = args.params;
  return { ...stopPageLoader(args), link: { id, token } };
}
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

/** The link of every saved-search alert: stops that search's alerts without an account (issue 17); one button, so mail scanners stop nothing. */
export default function SavedSearchAlertsStopRoute() {
  const { locale, link } = useLoaderData<typeof loader>();
  const [stop] = useStopSavedSearchAlertsMutation();
  return (
    <AuthPage titleId="page.recherches-alertes-arreter-id-token">
      <NewsletterLinkAction
        run={() => stop(link).unwrap()}
        textId="savedSearch.stop.text"
        submitId="savedSearch.stop.submit"
        doneId="savedSearch.stop.done"
        homeHref={pathFor('index', locale)}
      />
    </AuthPage>
  );
}
