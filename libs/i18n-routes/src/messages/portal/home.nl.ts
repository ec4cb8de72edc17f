import type { home as fr } from './home.fr';

/** Home page blocks: search entry, news, guide, adverts, friends panels, donation call. In Dutch, with the French file’s keys (the type checks it). */
export const home: Record<keyof typeof fr, string> = {
  'home.search.heading': 'Een dienst zoeken',
  'home.search.label': 'Wat zoekt u?',
  'home.search.hint': 'Bijvoorbeeld: thuishulp, kinesitherapeut, respijtzorg voor mantelzorgers, Gent…',
  'home.search.submit': 'Zoeken',
  'home.guided.link': 'Weet u niet waar te beginnen? Laat u begeleiden',
  'home.news.heading': 'Nieuws',
  'home.guide.heading': 'De SAM-gids: waar begint u?',
  'home.ads.heading': 'Advertenties',
  'home.ads.note': 'Deze advertenties financieren de gratis hulpmiddelen van het portaal. Ze veranderen nooit de volgorde van de resultaten.',
  'home.ads.order': 'Adverteren op SAM',
  'home.support.heading': 'SAM steunen',
  'home.donate.heading': 'Een gift doen',
  'home.donate.text': 'SAM is een onafhankelijke vzw. Uw giften houden de gids, het begeleid zoeken en de juridische permanentie gratis voor iedereen. Vanaf 40 euro per jaar geeft uw gift recht op 45 % belastingvermindering.',
  'home.donate.link': 'Ik steun SAM',
  'home.friends.audience.amis': 'Particulieren',
  'home.friends.audience.amis_pro': 'Professionals',
};
