import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useAutologinMutation } from '../shared/api';
import { pathFor } from '@sam/i18n-routes';
import { Button } from '@sam/ui';
import { AuthPage } from '../features/auth/AuthPage';
import { SignedLinkAction } from '../features/auth/SignedLinkAction';
import { pageLoader } from '../page-loader.server';
import { useRootData } from '../root-data';
import { pageMeta } from '../seo';

const autologinPageLoader = pageLoader('autologin-url', 'page.autologin-url', 'auth.autologin.working');

export function loader(args: LoaderFunctionArgs) {
  return {
    ...autologinPageLoader(args),
    token: args.params['url'] ?? '',
    target: new URL(args.request.url).searchParams.get('url') ?? undefined,
  };
}
export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

/**
 * Spec §2 /fr/autologin/{url}: a one-time link that logs in, then goes on to one of our own pages.
 * When this browser already has a signed-in session, the visitor is asked first (issue 14): a link
 * someone else made must never replace their session silently. The link stays unused until then.
 */
export default function AutologinRoute() {
  const { token, target, locale } = useLoaderData<typeof loader>();
  const current = useRootData()?.user ?? null;
  const [confirmed, setConfirmed] = useState(current === null);
  const [autologin] = useAutologinMutation();
  const run = useCallback(async () => {
    const { redirect } = await autologin({ token, url: target, confirm: true }).unwrap();
    window.location.assign(redirect);
    return redirect;
  }, [autologin, token, target]);
  return (
    <AuthPage titleId="page.autologin-url">
      {confirmed ? (
        <SignedLinkAction run={run} renderDone={(redirect) => <p><FormattedMessage id="auth.autologin.redirecting" /> <a href={redirect}>{redirect}</a></p>} />
      ) : (
        <section aria-labelledby="autologin-confirm">
          <h2 id="autologin-confirm">
            <FormattedMessage id="auth.autologin.confirm.heading" />
          </h2>
          <p>
            <FormattedMessage id="auth.autologin.confirm.text" values={{ name: current?.name, email: current?.email }} />
          </p>
          <p>
            <Button type="button" onClick={() => setConfirmed(true)}>
              <FormattedMessage id="auth.autologin.confirm.continue" />
            </Button>{' '}
            <a href={pathFor('index', locale)}>
              <FormattedMessage id="auth.autologin.confirm.stay" />
            </a>
          </p>
        </section>
      )}
    </AuthPage>
  );
}
