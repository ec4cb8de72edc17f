import type { Locale } from '../locales';
import { mergeAreas, withFrenchSpacing } from './catalogue';
import { accessibility as accessibilityFr } from './shared/accessibility.fr';
import { accessibility as accessibilityNl } from './shared/accessibility.nl';
import { messages as dashboardFr } from './dashboard/fr';
import { messages as dashboardNl } from './dashboard/nl';
import { listingFields as listingFieldsFr } from './listing-fields/fr';
import { listingFields as listingFieldsNl } from './listing-fields/nl';
import { messages as portalFr } from './portal/fr';
import { messages as portalNl } from './portal/nl';
import { sharedAreas as sharedFr } from './shared/fr';
import { sharedAreas as sharedNl } from './shared/nl';
import { validation as validationFr } from './validation/fr';
import { validation as validationNl } from './validation/nl';

// Both languages at once, for servers and tests. A browser bundle loads one language (by-language.ts).

export const portalMessages: Record<Locale, typeof portalFr> = { fr: portalFr, nl: portalNl };
export const dashboardMessages: Record<Locale, typeof dashboardFr> = { fr: dashboardFr, nl: dashboardNl };
/** What both UI apps show (the libs' components, e.g. @sam/ui, are tested against it). */
export const sharedMessages = { fr: /* @__PURE__ */ withFrenchSpacing(mergeAreas(sharedFr)), nl: /* @__PURE__ */ mergeAreas(sharedNl) };

/**
 * Validation messages shared by the API (422 field errors) and the forms (react-hook-form):
 * the zod schemas in @sam/contracts carry a key, each side translates it with this catalogue.
 */
export const validationMessages: Record<Locale, typeof validationFr> = { fr: /* @__PURE__ */ withFrenchSpacing(validationFr), nl: validationNl };
/** A listing's field labels as the dashboard editor shows them; the API names changed fields with them. */
export const listingFieldMessages: Record<Locale, typeof listingFieldsFr> = { fr: /* @__PURE__ */ withFrenchSpacing(listingFieldsFr), nl: listingFieldsNl };
/** The accessibility facts' names (shared area): the API's version diff names an address's facts with them. */
export const accessibilityMessages: Record<Locale, typeof accessibilityFr> = { fr: /* @__PURE__ */ withFrenchSpacing(accessibilityFr), nl: accessibilityNl };
