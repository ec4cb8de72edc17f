/** The advertising formats and their prices: the portal's order form and the dashboard's publicite page. In French. */
export const adFormats = {
  'adOrder.format.banniere-accueil': 'Bannière d’accueil – 390 € HTVA par mois et par langue',
  'adOrder.format.encart-annuaire': 'Encart annuaire – 190 € HTVA par mois et par province',
  'adOrder.format.encart-thematique': 'Encart thématique – 150 € HTVA par mois et par thème',
  'adOrder.format.encart-newsletter': 'Encart newsletter – 240 € HTVA par envoi',
};
