import { localeCatalogue, type IntlMessages } from './catalogue';
import type { messages as dashboardFr } from './dashboard/fr';
import type { messages as portalFr } from './portal/fr';

/**
 * The portal's catalogue, one language at a time: a page loads its own language only. Texts on the
 * server, parsed messages in browsers (tools/vite/precompiled-messages): read one directly through
 * `messageText`, format the rest with react-intl.
 */
export const portalCatalogue = /* @__PURE__ */ localeCatalogue<IntlMessages<keyof typeof portalFr>>({
  fr: () => import('./portal/fr').then((module) => module.messages),
  nl: () => import('./portal/nl').then((module) => module.messages),
});

/** The dashboard's catalogue, one language at a time (the other one loads on a change of language). */
export const dashboardCatalogue = /* @__PURE__ */ localeCatalogue<typeof dashboardFr>({
  fr: () => import('./dashboard/fr').then((module) => module.messages),
  nl: () => import('./dashboard/nl').then((module) => module.messages),
});
