import { mergeAreas, withFrenchSpacing } from '../catalogue';
import { sharedAreas } from '../shared/fr';
import { agenda } from './agenda.fr';
import { annonces } from './annonces.fr';
import { auth } from './auth.fr';
import { bookmarks } from './bookmarks.fr';
import { conseils } from './conseils.fr';
import { contact } from './contact.fr';
import { directory } from './directory.fr';
import { faq } from './faq.fr';
import { guided } from './guided.fr';
import { home } from './home.fr';
import { infos } from './infos.fr';
import { networks } from './networks.fr';
import { newsletter } from './newsletter.fr';
import { openNow } from './open-now.fr';
import { providerPage } from './provider-page.fr';
import { qr } from './qr.fr';
import { savedSearches } from './saved-searches.fr';
import { reportError } from './report-error.fr';
import { search } from './search.fr';
import { seo } from './seo.fr';
import { site } from './site.fr';
import { suggestions } from './suggestions.fr';
import { video } from './video.fr';

/** Every text the portal shows, in French: the shared areas and the portal's own. */
export const portalAreas = { ...sharedAreas, agenda, annonces, auth, bookmarks, conseils, contact, directory, faq, guided, home, infos, networks, newsletter, openNow, providerPage, qr, reportError, savedSearches, search, seo, site, suggestions, video };

export const messages = withFrenchSpacing(mergeAreas(portalAreas));
