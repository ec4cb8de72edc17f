import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

const resetPageLoader = pageLoader('auth-reset-password-token', 'page.auth-reset-password-token', 'auth.reset.intro');

export function loader(args: LoaderFunctionArgs) {
  return {
    ...resetPageLoader(args),
    token: args.params['token'] ?? '',
    email: new URL(args.request.url).searchParams.get('email') ?? '',
  };
}
// The link carries a secret token: keep the page out of search engines.
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function ResetPasswordRoute() {
  const { locale, token, email } = useLoaderData<typeof loader>();
  return (
    <AuthPage titleId="page.auth-reset-password-token" introId="auth.reset.intro">
      <ResetPasswordForm token={token} email={email} loginHref={pathFor('auth-login', locale)} />
    </AuthPage>
  );
}
