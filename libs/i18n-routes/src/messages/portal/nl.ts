import { mergeAreas, type AreasIn } from '../catalogue';
import { sharedAreas } from '../shared/nl';
import type { portalAreas as fr } from './fr';
import { agenda } from './agenda.nl';
import { annonces } from './annonces.nl';
import { auth } from './auth.nl';
import { bookmarks } from './bookmarks.nl';
import { conseils } from './conseils.nl';
import { contact } from './contact.nl';
import { directory } from './directory.nl';
import { faq } from './faq.nl';
import { guided } from './guided.nl';
import { home } from './home.nl';
import { infos } from './infos.nl';
import { networks } from './networks.nl';
import { newsletter } from './newsletter.nl';
import { openNow } from './open-now.nl';
import { providerPage } from './provider-page.nl';
import { qr } from './qr.nl';
import { savedSearches } from './saved-searches.nl';
import { reportError } from './report-error.nl';
import { search } from './search.nl';
import { seo } from './seo.nl';
import { site } from './site.nl';
import { suggestions } from './suggestions.nl';
import { video } from './video.nl';

/** Every text the portal shows, in Dutch: the French areas and keys (the type checks it). */
export const portalAreas: AreasIn<typeof fr> = { ...sharedAreas, agenda, annonces, auth, bookmarks, conseils, contact, directory, faq, guided, home, infos, networks, newsletter, openNow, providerPage, qr, reportError, savedSearches, search, seo, site, suggestions, video };

export const messages = mergeAreas(portalAreas);
