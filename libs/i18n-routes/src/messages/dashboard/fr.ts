import { mergeAreas, withFrenchSpacing } from '../catalogue';
import { listingFields } from '../listing-fields/fr';
import { sharedAreas } from '../shared/fr';
import { account } from './account.fr';
import { amis } from './amis.fr';
import { annonces } from './annonces.fr';
import { events } from './events.fr';
import { listings } from './listings.fr';
import { lists } from './lists.fr';
import { network } from './network.fr';
import { reports } from './reports.fr';
import { savedSearches } from './saved-searches.fr';
import { services } from './services.fr';

/** Every text the dashboard shows, in French: the shared areas, the listing field labels and the dashboard's own. */
export const dashboardAreas = { ...sharedAreas, listingFields, account, amis, annonces, events, listings, lists, network, reports, savedSearches, services };

export const messages = withFrenchSpacing(mergeAreas(dashboardAreas));
