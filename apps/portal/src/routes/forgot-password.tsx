import { type MetaFunction } from 'react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

export const loader = pageLoader('auth-forgot-password', 'page.auth-forgot-password', 'auth.forgot.intro');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ForgotPasswordRoute() {
  return (
    <AuthPage titleId="page.auth-forgot-password" introId="auth.forgot.intro">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
