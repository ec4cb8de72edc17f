import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useUnsubscribeNewsletterMutation } from '../shared/api';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { NewsletterLinkAction } from '../features/newsletter/NewsletterLinkAction';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

const unsubscribePageLoader = pageLoader('newsletter-desabonner-id-token', 'page.newsletter-desabonner-id-token', 'newsletter.unsubscribe.text');

export function loader(args: LoaderFunctionArgs) {
  const { id = '', token = '' } = args.params;
  return { ...unsubscribePageLoader(args), link: { id, token } };
}
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

/** The unsubscribe link of every newsletter mail: works without an account (issue 15). */
export default function NewsletterUnsubscribeRoute() {
  const { locale, link } = useLoaderData<typeof loader>();
  const [unsubscribe] = useUnsubscribeNewsletterMutation();
  return (
    <AuthPage titleId="page.newsletter-desabonner-id-token">
      <NewsletterLinkAction
        run={() => unsubscribe(link).unwrap()}
        textId="newsletter.unsubscribe.text"
        submitId="newsletter.unsubscribe.submit"
        doneId="newsletter.unsubscribe.done"
        homeHref={pathFor('index', locale)}
      />
    </AuthPage>
  );
}
