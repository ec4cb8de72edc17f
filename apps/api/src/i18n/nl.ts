import { errors } from './errors.nl';
import type { serverAreas as fr } from './fr';
import { mailContact } from './mail-contact.nl';
import { listingReports } from './listing-reports.nl';
import { mailNewsletter } from './mail-newsletter.nl';
import { mailSavedSearches } from './mail-saved-searches.nl';
import { mailProviderContact } from './mail-provider-contact.nl';
import { mailSuggestions } from './mail-suggestions.nl';
import { mail } from './mail.nl';
import { networks } from './networks.nl';
import { validation } from './validation.nl';

/** The API's own texts in Dutch: the French areas and keys (the type checks it). */
export const serverAreas: { [Area in keyof typeof fr]: Record<keyof (typeof fr)[Area], string> } = { errors, listingReports, mail, mailContact, mailNewsletter, mailProviderContact, mailSavedSearches, mailSuggestions, networks, validation };
