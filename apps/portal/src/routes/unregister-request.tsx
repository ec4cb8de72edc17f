import { type MetaFunction } from 'react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { UnregisterRequestForm } from '../features/unregister/UnregisterRequestForm';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

export const loader = pageLoader('supprimer-mon-referencement', 'page.supprimer-mon-referencement', 'unregister.intro');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function UnregisterRequestRoute() {
  return (
    <AuthPage titleId="page.supprimer-mon-referencement" introId="unregister.intro">
      <UnregisterRequestForm />
    </AuthPage>
  );
}
