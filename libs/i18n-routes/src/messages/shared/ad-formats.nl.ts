import type { adFormats as fr } from './ad-formats.fr';

/** The advertising formats and their prices: the portal's order form and the dashboard's publicite page. In Dutch, with the French file’s keys (the type checks it). */
export const adFormats: Record<keyof typeof fr, string> = {
  'adOrder.format.banniere-accueil': 'Banner op de startpagina – 390 euro excl. btw per maand en per taal',
  'adOrder.format.encart-annuaire': 'Advertentie in de gids – 190 euro excl. btw per maand en per provincie',
  'adOrder.format.encart-thematique': 'Thematische advertentie – 150 euro excl. btw per maand en per thema',
  'adOrder.format.encart-newsletter': 'Advertentie in de nieuwsbrief – 240 euro excl. btw per verzending',
};
