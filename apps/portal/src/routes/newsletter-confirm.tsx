import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useConfirmNewsletterMutation } from '../shared/api';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { NewsletterLinkAction } from '../features/newsletter/NewsletterLinkAction';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

const confirmPageLoader = pageLoader('newsletter-confirmer-token', 'page.newsletter-confirmer-token', 'newsletter.confirm.text');

export function loader(args: LoaderFunctionArgs) {
  return { ...confirmPageLoader(args), token: args.params['token'] ?? '' };
}
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

/** The double opt-in link of the newsletter's confirmation mail (issue 15). */
export default function NewsletterConfirmRoute() {
  const { locale, token } = useLoaderData<typeof loader>();
  const [confirm] = useConfirmNewsletterMutation();
  return (
    <AuthPage titleId="page.newsletter-confirmer-token">
      <NewsletterLinkAction
        run={() => confirm({ token }).unwrap()}
        textId="newsletter.confirm.text"
        submitId="newsletter.confirm.submit"
        doneId="newsletter.confirm.done"
        homeHref={pathFor('index', locale)}
      />
    </AuthPage>
  );
}
