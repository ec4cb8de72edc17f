import type { messages as dashboardFr } from './dashboard/fr';
import type { listingFields } from './listing-fields/fr';
import type { accessibility } from './shared/accessibility.fr';
import type { messages as portalFr } from './portal/fr';
import type { sharedAreas } from './shared/fr';
import type { IdOf } from './catalogue';
import type { validation } from './validation/fr';

/**
 * react-intl catalogues per app and per language (issue 12): one file per area and language,
 * composed into the portal's (shared/ + portal/) and the dashboard's (shared/ + listing-fields/ +
 * dashboard/). Browsers load one language through portalCatalogue / dashboardCatalogue; servers
 * and tests read both at once. The API's own texts (mails, errors) live in apps/api/src/i18n.
 */
export { portalCatalogue, dashboardCatalogue } from './by-language';
export { portalMessages, dashboardMessages, sharedMessages, validationMessages, listingFieldMessages, accessibilityMessages } from './all-languages';
export { MISSED_MESSAGE, messageText, recordingReads, withFrenchSpacing, type IntlMessages, type LocaleCatalogue, type PageMessages } from './catalogue';

export type PortalMessageId = keyof typeof portalFr;
export type PortalMessages = typeof portalFr;
export type DashboardMessageId = keyof typeof dashboardFr;
export type DashboardMessages = typeof dashboardFr;
export type SharedMessageId = IdOf<typeof sharedAreas>;
export type ValidationMessageKey = keyof typeof validation;
export type ListingFieldMessageId = keyof typeof listingFields;
export type AccessibilityMessageId = keyof typeof accessibility;
