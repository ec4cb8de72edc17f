/** The search page's "save this search" and the page that stops a saved search's alerts (issue 17). */
export const savedSearches = {
  'savedSearch.open': 'Sauvegarder cette recherche',
  'savedSearch.name': 'Nom de la recherche',
  'savedSearch.frequency': 'M’avertir par e-mail des nouveaux résultats',
  'savedSearch.frequency.none': 'Non, merci',
  'savedSearch.frequency.daily': 'Chaque jour',
  'savedSearch.frequency.weekly': 'Chaque semaine',
  'savedSearch.submit': 'Sauvegarder',
  'savedSearch.cancel': 'Annuler',
  'savedSearch.saved': 'La recherche « {name} » est sauvegardée. Retrouvez-la dans <link>Mes recherches</link>.',
  'savedSearch.loggedOut': '<link>Connectez-vous</link> pour sauvegarder cette recherche et être averti par e-mail des nouveaux résultats.',
  'savedSearch.stop.text': 'Vous ne souhaitez plus recevoir d’e-mail pour cette recherche sauvegardée ? Confirmez ci-dessous. La recherche reste dans « Mes recherches ».',
  'savedSearch.stop.submit': 'Arrêter les alertes',
  'savedSearch.stop.done': 'C’est fait : vous ne recevrez plus d’alerte pour cette recherche.',
};
