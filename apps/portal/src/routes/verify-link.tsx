import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useVerifyEmailMutation } from '../shared/api';
import { AuthPage } from '../features/auth/AuthPage';
import { SignedLinkAction } from '../features/auth/SignedLinkAction';
import { pageLoader } from '../page-loader.server';
import { useAppHref } from '../app-links';
import { pageMeta } from '../seo';

const verifyPageLoader = pageLoader('verify-id-hash', 'page.verify-id-hash', 'auth.verify.description');

export function loader(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams;
  return {
    ...verifyPageLoader(args),
    link: {
      id: args.params['id'] ?? '',
      hash: args.params['hash'] ?? '',
      expires: query.get('expires') ?? '',
      signature: query.get('signature') ?? '',
    },
  };
}
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

/** Spec §2 /fr/verify/{id}/{hash}: the link from the verification mail (signed and expiring). */
export default function VerifyLinkRoute() {
  const { locale, link } = useLoaderData<typeof loader>();
  const appHref = useAppHref();
  const [verify] = useVerifyEmailMutation();
  // The API validates the parameters with the shared schema; a malformed link gets its message.
  const run = useCallback(() => verify(link).unwrap(), [verify, link]);
  return (
    <AuthPage titleId="page.verify-id-hash">
      <SignedLinkAction
        run={run}
        renderDone={() => (
          <p>
            <FormattedMessage id="auth.verify.done" />{' '}
            <a href={appHref('dashboard-index', locale)}><FormattedMessage id="account.dashboard" /></a>
          </p>
        )}
      />
    </AuthPage>
  );
}
