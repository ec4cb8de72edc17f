/** Home page blocks: search entry, news, guide, adverts, friends panels, donation call. In French. */
export const home = {
  'home.search.heading': 'Rechercher un service',
  'home.search.label': 'Que cherchez-vous ?',
  'home.search.hint': 'Par exemple : aide à domicile, kinésithérapeute, répit pour aidants, Namur…',
  'home.search.submit': 'Rechercher',
  'home.guided.link': 'Vous ne savez pas par où commencer ? Laissez-vous guider',
  'home.news.heading': 'Actualités',
  'home.guide.heading': 'Le guide SAM : par où commencer ?',
  'home.ads.heading': 'Publicité',
  'home.ads.note': 'Ces annonces financent les outils gratuits du portail. Elles ne changent jamais l’ordre des résultats.',
  'home.ads.order': 'Annoncer sur SAM',
  'home.support.heading': 'Soutenir SAM',
  'home.donate.heading': 'Faire un don',
  'home.donate.text': 'SAM est une ASBL indépendante. Vos dons gardent l’annuaire, la recherche guidée et la permanence juridique gratuits pour tous. À partir de 40 € par an, votre don donne droit à une réduction d’impôt de 45 %.',
  'home.donate.link': 'Je soutiens SAM',
  'home.friends.audience.amis': 'Particuliers',
  'home.friends.audience.amis_pro': 'Professionnels',
};
