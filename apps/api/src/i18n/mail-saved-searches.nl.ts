import type { mailSavedSearches as fr } from './mail-saved-searches.fr';

/** Saved searches: the alert mail listing new results, its unsubscribe link, and their errors. */
export const mailSavedSearches: Record<keyof typeof fr, string> = {
  'mail.saved_search.alert.subject': 'Nieuwe resultaten voor uw zoekopdracht ‘{name}’',
  'mail.saved_search.alert.intro': 'Sinds {since} passen {count} nieuwe resultaten bij uw zoekopdracht ‘{name}’ op SAM:',
  'mail.saved_search.alert.more': 'En nog {more}: open de zoekopdracht om alles te zien.',
  'mail.saved_search.alert.action': 'De zoekopdracht openen',
  'mail.saved_search.alert.daily': 'U krijgt deze e-mail hoogstens één keer per dag, als er iets nieuws is. U kunt dat wijzigen bij ‘Mijn zoekopdrachten’ in uw dashboard.',
  'mail.saved_search.alert.weekly': 'U krijgt deze e-mail hoogstens één keer per week, als er iets nieuws is. U kunt dat wijzigen bij ‘Mijn zoekopdrachten’ in uw dashboard.',
  'mail.saved_search.unsubscribe': 'Geen meldingen meer voor deze zoekopdracht:',
  'errors.saved_search.unsubscribe_invalid': 'Deze link is niet geldig: hij werd misschien gewijzigd, of de zoekopdracht werd verwijderd. Beheer uw meldingen bij ‘Mijn zoekopdrachten’ in uw dashboard.',
  'errors.saved_search.too_many': 'U hebt al 50 bewaarde zoekopdrachten: verwijder er een bij ‘Mijn zoekopdrachten’ voor u er een toevoegt.',
};
