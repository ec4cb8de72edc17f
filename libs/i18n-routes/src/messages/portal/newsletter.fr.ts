/** The newsletter form of the footer, its confirmation page and its unsubscribe page (issue 15). */
export const newsletter = {
  'newsletter.heading': 'Lettre d’information',
  'newsletter.intro': 'Les nouveautés de SAM, les événements à venir et nos conseils, environ une fois par mois.',
  'newsletter.email': 'Votre e-mail',
  'newsletter.submit': 'S’inscrire',
  'newsletter.privacy': 'Nous n’utilisons votre adresse que pour cette lettre. Chaque envoi contient un lien de désabonnement.',
  'newsletter.sent': 'Presque fini ! Nous avons envoyé un e-mail à {email}. Cliquez sur le lien qu’il contient pour confirmer votre inscription.',
  'newsletter.confirm.text': 'Pour recevoir la lettre d’information de SAM à l’adresse de ce lien, confirmez votre inscription.',
  'newsletter.confirm.submit': 'Confirmer mon inscription',
  'newsletter.confirm.done': 'Merci ! Votre inscription est confirmée : vous recevrez la prochaine lettre d’information.',
  'newsletter.unsubscribe.text': 'Vous ne souhaitez plus recevoir la lettre d’information de SAM ? Confirmez votre désabonnement.',
  'newsletter.unsubscribe.submit': 'Me désabonner',
  'newsletter.unsubscribe.done': 'C’est fait : vous ne recevrez plus la lettre d’information de SAM.',
  'newsletter.cancel': 'Retour à l’accueil',
};
