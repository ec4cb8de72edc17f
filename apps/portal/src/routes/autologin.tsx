import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useAutologinMutation } from '@sam/api-client';
import { AuthPage } from '../features/auth/AuthPage';
import { SignedLinkAction } from '../features/auth/SignedLinkAction';
import { pageLoader } from '../page-loader.server';
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

/** Spec §2 /fr/autologin/{url}: a one-time link that logs in, then goes on to one of our own pages. */
export default function AutologinRoute() {
  const { token, target } = useLoaderData<typeof loader>();
  const [autologin] = useAutologinMutation();
  const run = useCallback(async () => {
    const { redirect } = await autologin({ token, url: target }).unwrap();
    window.location.assign(redirect);
    return redirect;
  }, [autologin, token, target]);
  return (
    <AuthPage titleId="page.autologin-url">
      <SignedLinkAction run={run} renderDone={(redirect) => <p><FormattedMessage id="auth.autologin.redirecting" /> <a href={redirect}>{redirect}</a></p>} />
    </AuthPage>
  );
}
