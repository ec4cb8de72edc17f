import type { Locale } from '../locales';
import { validationMessages } from './validation';
import * as common from './common';
import * as pages from './pages';
import * as portal from './portal';
import * as auth from './auth';
import * as dashboard from './dashboard';
import * as errors from './errors';
import * as mail from './mail';
import * as shell from './shell';
import * as faq from './faq';
import * as agenda from './agenda';
import * as annonces from './annonces';
import * as seo from './seo';
import * as contact from './contact';
import * as suggestions from './suggestions';
import * as home from './home';
import * as qr from './qr';
import * as networks from './networks';
import * as search from './search';
import * as infos from './infos';
import * as conseils from './conseils';
import * as guided from './guided';
import * as directory from './directory';
import * as bookmarks from './bookmarks';
import * as dashboardAnnonces from './dashboard-annonces';
import * as dashboardEvents from './dashboard-events';
import * as dashboardLists from './dashboard-lists';
import * as dashboardAmis from './dashboard-amis';
import * as dashboardServices from './dashboard-services';
import * as providerPage from './provider-page';
import * as dashboardListings from './dashboard-listings';

/** One catalogue file per area, each exporting fr and nl with the same keys (tested). */
export const MESSAGE_AREAS = { validation: validationMessages, common, pages, portal, auth, dashboard, errors, mail, shell, agenda, annonces, faq, seo, contact, suggestions, home, qr, networks, search, infos, conseils, guided, directory, bookmarks, dashboardLists, dashboardEvents, dashboardAnnonces, dashboardAmis, dashboardServices, dashboardListings, providerPage } as const;

type Area = (typeof MESSAGE_AREAS)[keyof typeof MESSAGE_AREAS];
const merge = (locale: Locale) => Object.assign({}, ...Object.values(MESSAGE_AREAS).map((area: Area) => area[locale])) as Record<string, string>;

/** react-intl catalogues. */
export const messages: Record<Locale, Record<string, string>> = { fr: merge('fr'), nl: merge('nl') };

export type MessageId = { [K in keyof typeof MESSAGE_AREAS]: keyof (typeof MESSAGE_AREAS)[K]['fr'] }[keyof typeof MESSAGE_AREAS];
