/** Saved searches: the alert mail listing new results, its unsubscribe link, and their errors. */
export const mailSavedSearches = {
  'mail.saved_search.alert.subject': 'Nouveaux résultats pour votre recherche « {name} »',
  'mail.saved_search.alert.intro': 'Depuis le {since}, {count} nouveau(x) résultat(s) correspond(ent) à votre recherche « {name} » sur SAM :',
  'mail.saved_search.alert.more': 'Et {more} autre(s) : ouvrez la recherche pour tout voir.',
  'mail.saved_search.alert.action': 'Ouvrir la recherche',
  'mail.saved_search.alert.daily': 'Vous recevez cet e-mail au plus une fois par jour, quand il y a du nouveau. Vous pouvez changer cela dans « Mes recherches » de votre tableau de bord.',
  'mail.saved_search.alert.weekly': 'Vous recevez cet e-mail au plus une fois par semaine, quand il y a du nouveau. Vous pouvez changer cela dans « Mes recherches » de votre tableau de bord.',
  'mail.saved_search.unsubscribe': 'Ne plus recevoir d’alertes pour cette recherche :',
  'errors.saved_search.unsubscribe_invalid': 'Ce lien n’est pas valide : il a peut-être été modifié, ou la recherche a été supprimée. Gérez vos alertes dans « Mes recherches » de votre tableau de bord.',
  'errors.saved_search.too_many': 'Vous avez déjà 50 recherches sauvegardées : supprimez-en une dans « Mes recherches » avant d’en ajouter une autre.',
};
