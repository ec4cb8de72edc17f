/**
 * Accessibility facts of an address (issue 17): the dashboard editor's checkboxes, the provider
 * page, the search facet and the API's version diff name them alike. In French.
 */
export const accessibility = {
  'accessibility.heading': 'Accessibilité',
  'accessibility.legend': 'Accessibilité de l’adresse {index}',
  'accessibility.hint': 'Cochez ce que les visiteurs trouvent sur place : la fiche publique et la recherche le montrent.',
  'accessibility.fact.step_free_entrance': 'Entrée de plain-pied',
  'accessibility.fact.accessible_toilet': 'Toilettes accessibles',
  'accessibility.fact.disabled_parking': 'Parking pour personnes handicapées',
  'accessibility.fact.hearing_loop': 'Boucle à induction magnétique',
  'accessibility.fact.sign_language': 'Accueil en langue des signes',
  'accessibility.fact.easy_read': 'Informations en langage facile à lire',
  'accessibility.fact.assistance_dogs': 'Chiens d’assistance bienvenus',
};
