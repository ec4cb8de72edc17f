/** "Signaler une erreur" on a provider page (issue 17): the disclosure, its form and the thank-you. In French. */
export const reportError = {
  'reportError.toggle': 'Signaler une erreur sur cette fiche',
  'reportError.heading': 'Signaler une erreur sur « {title} »',
  'reportError.intro': 'Une adresse, un horaire ou un service n’est plus juste ? Dites-le-nous : l’équipe SAM et le prestataire sont prévenus.',
  'reportError.message': 'Ce qui est erroné',
  'reportError.message.hint': 'De 10 à 2 000 caractères. Par exemple : « Le numéro de téléphone a changé, c’est maintenant le 02 123 45 67. »',
  'reportError.name': 'Nom',
  'reportError.email': 'Adresse e-mail pour une réponse',
  'reportError.email.hint': 'Seulement si vous souhaitez une réponse de l’équipe SAM. Elle n’est pas transmise au prestataire.',
  'reportError.privacy': 'Nous gardons ce signalement le temps de le traiter. <link>Politique de confidentialité</link>.',
  'reportError.submit': 'Envoyer le signalement',
  'reportError.sent.heading': 'Merci, votre signalement a été envoyé',
  'reportError.sent.text': 'L’équipe SAM et le prestataire vont vérifier cette information.',
  'reportError.sent.again': 'Signaler une autre erreur',
};
