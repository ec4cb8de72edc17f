import { useLoaderData, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { AuthPage } from '../features/auth/AuthPage';
import { RegisterForm } from '../features/auth/RegisterForm';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

export const loader = pageLoader('auth-register', 'auth.register.title', 'auth.register.description');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function RegisterRoute() {
  const { locale } = useLoaderData<typeof loader>();
  return (
    <AuthPage titleId="auth.register.title" introId="auth.register.intro">
      <RegisterForm
        locale={locale}
        termsHref={pathFor('content-politique-de-confidentialite-conditions-d-utilisation', locale)}
        // A new account is unverified: the next step is the verify-email page (spec §4).
        onRegistered={() => window.location.assign(pathFor('verify-email', locale))}
      />
    </AuthPage>
  );
}
