import type { directory as fr } from './directory.fr';

/** Directory landing page (/fr/prestataires, /nl/zorgverleners). In Dutch, with the French file’s keys (the type checks it). */
export const directory: Record<keyof typeof fr, string> = {
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
