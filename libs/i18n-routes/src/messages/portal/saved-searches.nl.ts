import type { savedSearches as fr } from './saved-searches.fr';

/** The search page's "save this search" and the page that stops a saved search's alerts (issue 17). */
export const savedSearches: Record<keyof typeof fr, string> = {
  'savedSearch.open': 'Deze zoekopdracht bewaren',
  'savedSearch.name': 'Naam van de zoekopdracht',
  'savedSearch.frequency': 'Mij per e-mail verwittigen bij nieuwe resultaten',
  'savedSearch.frequency.none': 'Nee, bedankt',
  'savedSearch.frequency.daily': 'Elke dag',
  'savedSearch.frequency.weekly': 'Elke week',
  'savedSearch.submit': 'Bewaren',
  'savedSearch.cancel': 'Annuleren',
  'savedSearch.saved': 'De zoekopdracht ‘{name}’ is bewaard. U vindt ze terug bij <link>Mijn zoekopdrachten</link>.',
  'savedSearch.loggedOut': '<link>Meld u aan</link> om deze zoekopdracht te bewaren en per e-mail verwittigd te worden bij nieuwe resultaten.',
  'savedSearch.stop.text': 'Wilt u geen e-mails meer voor deze bewaarde zoekopdracht? Bevestig hieronder. De zoekopdracht blijft bij ‘Mijn zoekopdrachten’.',
  'savedSearch.stop.submit': 'Meldingen stoppen',
  'savedSearch.stop.done': 'Klaar: u krijgt geen meldingen meer voor deze zoekopdracht.',
};
