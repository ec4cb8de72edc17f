import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import plugin from './feature-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const app = '/repo/apps/dashboard/src';
const crossing = (reason) => [{ messageId: 'crossing', data: { reason } }];

tester.run('feature-boundaries', plugin.rules['feature-boundaries'], {
  valid: [
    { filename: `${app}/features/agenda/EventForm.tsx`, code: "import { x } from './fields';" },
    { filename: `${app}/features/agenda/EventForm.tsx`, code: "import { ServerForm } from '../../shared/ServerForm';" },
    { filename: `${app}/features/agenda/EventForm.test.tsx`, code: "import { renderAt } from '../../testing/render';" },
    { filename: `${app}/app/routes.tsx`, code: "import { AgendaPage } from '../features/agenda/AgendaPage';" },
    { filename: `${app}/shared/ListTable.tsx`, code: "import styles from './ListTable.module.css';" },
    { filename: `${app}/features/agenda/EventForm.tsx`, code: "import { useToast } from '@sam/ui';" },
    // Another app's features are Nx's business (no relative imports across projects), not this rule's.
    { filename: '/repo/apps/portal/src/features/search/SearchApp.tsx', code: "import x from '../../../../dashboard/src/features/agenda/x';" },
  ],
  invalid: [
    {
      filename: `${app}/features/agenda/EventForm.tsx`,
      code: "import { ListingPicker } from '../listings/ListingPicker';",
      errors: crossing('features/agenda may not import features/listings: move what both use into src/shared'),
    },
    {
      filename: `${app}/features/agenda/EventForm.tsx`,
      code: "export { ListingPicker } from '../listings/ListingPicker';",
      errors: crossing('features/agenda may not import features/listings: move what both use into src/shared'),
    },
    {
      filename: `${app}/features/agenda/EventForm.tsx`,
      code: "const page = () => import('../listings/ListingsPage');",
      errors: crossing('features/agenda may not import features/listings: move what both use into src/shared'),
    },
    {
      filename: `${app}/features/agenda/EventForm.test.tsx`,
      code: "jest.mock('../listings/api');",
      errors: crossing('features/agenda may not import features/listings: move what both use into src/shared'),
    },
    {
      filename: `${app}/features/agenda/EventForm.tsx`,
      code: "import { guards } from '../../app/guards';",
      errors: crossing('features/agenda may not import the app layer (src/app)'),
    },
    {
      filename: `${app}/shared/ServerForm.tsx`,
      code: "import { EventForm } from '../features/agenda/EventForm';",
      errors: crossing('src/shared may not import src/features/agenda'),
    },
  ],
});
