import { mergeAreas, type AreasIn } from '../catalogue';
import { listingFields } from '../listing-fields/nl';
import { sharedAreas } from '../shared/nl';
import type { dashboardAreas as fr } from './fr';
import { account } from './account.nl';
import { amis } from './amis.nl';
import { annonces } from './annonces.nl';
import { events } from './events.nl';
import { listings } from './listings.nl';
import { lists } from './lists.nl';
import { network } from './network.nl';
import { reports } from './reports.nl';
import { savedSearches } from './saved-searches.nl';
import { services } from './services.nl';

/** Every text the dashboard shows, in Dutch: the French areas and keys (the type checks it). */
export const dashboardAreas: AreasIn<typeof fr> = { ...sharedAreas, listingFields, account, amis, annonces, events, listings, lists, network, reports, savedSearches, services };

export const messages = mergeAreas(dashboardAreas);
