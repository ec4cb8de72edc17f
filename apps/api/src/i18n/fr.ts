import { errors } from './errors.fr';
import { mailContact } from './mail-contact.fr';
import { listingReports } from './listing-reports.fr';
import { mailNewsletter } from './mail-newsletter.fr';
import { mailSavedSearches } from './mail-saved-searches.fr';
import { mailProviderContact } from './mail-provider-contact.fr';
import { mailSuggestions } from './mail-suggestions.fr';
import { mail } from './mail.fr';
import { networks } from './networks.fr';
import { validation } from './validation.fr';

/** The API's own texts in French, by area (one key in one area only: tested). */
export const serverAreas = { errors, listingReports, mail, mailContact, mailNewsletter, mailProviderContact, mailSavedSearches, mailSuggestions, networks, validation };
