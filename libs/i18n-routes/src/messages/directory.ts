/** Directory landing page (/fr/prestataires, /nl/zorgverleners). Keys are identical in fr and nl (tested). */
export const fr = {
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

export const nl: typeof fr = {
  'directory.title': 'Gids van zorg- en hulpverleners, per sector | SAM',
  'directory.description':
    'Blader sector per sector door de SAM-gids en vind de zorgverleners die zieke en oudere mensen, personen met een handicap en hun naasten begeleiden, overal in België.',
  'directory.heading': 'Gids van zorgverleners',
  'directory.intro':
    'De zorgverleners in de SAM-gids begeleiden zieke en oudere mensen, personen met een handicap en hun naasten: zorg, hulp thuis, wonen, vrije tijd, administratie… Kies een sector om de zorgverleners op de kaart te zien en verfijn daarna op gemeente, tarief of behoefte.',
  'directory.sectors.heading': 'Per sector bladeren',
  'directory.sector.counts': '{providers, plural, one {# zorgverlener} other {# zorgverleners}}, {places, plural, one {# adres} other {# adressen}}',
  'directory.sectors.note': 'Een zorgverlener kan meerdere adressen hebben: de zoekresultaten tonen ze allemaal, zodat u het adres het dichtst bij u vindt.',
  'directory.empty': 'De gids wordt bijgewerkt. Kom binnenkort terug, of gebruik de zoekfunctie.',
  'directory.other.heading': 'Andere manieren om hulp te vinden',
  'directory.guided.text': 'Weet u niet waar te beginnen? Twee eenvoudige vragen brengen u bij de juiste zorgverleners.',
  'directory.guided.link': 'Laat me begeleiden',
  'directory.search.text': 'Zoekt u een naam, een gemeente of een bepaald woord?',
  'directory.search.link': 'In de gids zoeken',
  'directory.suggest.text': 'Kent u een zorgverlener die nog niet in de gids staat?',
  'directory.suggest.link': 'Een zorgverlener voorstellen',
};
