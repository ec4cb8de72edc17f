import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { makeStore } from '@sam/api-client';
import type { RouteDefinition } from '@sam/i18n-routes';
import { buildRoutes } from '../app/routes';

/** Renders the whole dashboard (store, router, shell) at `path`, optionally with another route table. */
export function renderDashboard(path: string, table?: readonly RouteDefinition[]) {
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(store, table), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, ...view };
}
