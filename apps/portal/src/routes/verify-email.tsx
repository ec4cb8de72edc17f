import { FormattedMessage } from 'react-intl';
import { type MetaFunction } from 'react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';
import { useRootData } from '../root-data';

export const loader = pageLoader('verify-email', 'auth.verify.title', 'auth.verify.description');
export const meta: MetaFunction<typeof loader> = pageMeta;

/** Where the verify-email guard sends an unverified user (spec §6). */
export default function VerifyEmailRoute() {
  const user = useRootData()?.user;
  return (
    <AuthPage titleId="auth.verify.title">
      {user?.email_verified_at ? (
        <p><FormattedMessage id="auth.verify.done" /></p>
      ) : (
        <p><FormattedMessage id="auth.verify.pending" values={{ email: user?.email ?? '', strong: (t) => <strong key="email">{t}</strong> }} /></p>
      )}
    </AuthPage>
  );
}
