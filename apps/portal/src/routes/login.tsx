import { useLoaderData, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { LoginForm } from '../features/auth/LoginForm';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';
import { useAppHref } from '../app-links';

export const loader = pageLoader('auth-login', 'auth.login.title', 'auth.login.description');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function LoginRoute() {
  const { locale } = useLoaderData<typeof loader>();
  const dashboard = useAppHref()('dashboard-index', locale);
  return (
    <AuthPage titleId="auth.login.title">
      <LoginForm registerHref={pathFor('auth-register', locale)} forgotHref={pathFor('auth-forgot-password', locale)} onLoggedIn={() => window.location.assign(dashboard)} />
    </AuthPage>
  );
}
