import type { accessibility as fr } from './accessibility.fr';

/** Accessibility facts of an address (issue 17). In Dutch. */
export const accessibility: Record<keyof typeof fr, string> = {
  'accessibility.heading': 'Toegankelijkheid',
  'accessibility.legend': 'Toegankelijkheid van adres {index}',
  'accessibility.hint': 'Vink aan wat bezoekers ter plaatse vinden: de publieke fiche en de zoekfunctie tonen het.',
  'accessibility.fact.step_free_entrance': 'Drempelvrije ingang',
  'accessibility.fact.accessible_toilet': 'Toegankelijk toilet',
  'accessibility.fact.disabled_parking': 'Parkeerplaats voor personen met een handicap',
  'accessibility.fact.hearing_loop': 'Ringleiding',
  'accessibility.fact.sign_language': 'Onthaal in gebarentaal',
  'accessibility.fact.easy_read': 'Informatie in makkelijke taal',
  'accessibility.fact.assistance_dogs': 'Assistentiehonden welkom',
};
