/** Directory landing page (/fr/prestataires, /nl/zorgverleners). In French. */
export const directory = {
  'directory.title': 'Annuaire des prestataires de soins et d’aide, par secteur | SAM',
  'directory.description':
    'Parcourez l’annuaire SAM secteur par secteur et trouvez les prestataires qui accompagnent les personnes malades, âgées ou en situation de handicap et leurs proches, partout en Belgique.',
  'directory.heading': 'Annuaire des prestataires',
  'directory.intro':
    'Les prestataires de l’annuaire SAM accompagnent les personnes malades, âgées ou en situation de handicap, et leurs proches : soins, aide à la maison, logement, loisirs, démarches… Choisissez un secteur pour voir ses prestataires sur la carte, puis affinez par commune, par tarif ou par besoin.',
  'directory.sectors.heading': 'Parcourir par secteur',
  'directory.sector.counts': '{providers, plural, one {# prestataire} other {# prestataires}}, {places, plural, one {# adresse} other {# adresses}}',
  'directory.sectors.note': 'Un prestataire peut avoir plusieurs adresses : la recherche montre chacune d’elles, pour que vous trouviez la plus proche de chez vous.',
  'directory.empty': 'L’annuaire est en cours de mise à jour. Revenez bientôt, ou utilisez la recherche.',
  'directory.other.heading': 'D’autres façons de trouver de l’aide',
  'directory.guided.text': 'Vous ne savez pas par où commencer ? Deux questions simples vous mènent aux bons prestataires.',
  'directory.guided.link': 'Me laisser guider',
  'directory.search.text': 'Vous cherchez un nom, une commune ou un mot précis ?',
  'directory.search.link': 'Rechercher dans l’annuaire',
  'directory.suggest.text': 'Vous connaissez un prestataire qui ne figure pas encore dans l’annuaire ?',
  'directory.suggest.link': 'Suggérer un prestataire',
};
