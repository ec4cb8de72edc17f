/** Newsletter: the confirmation link (double opt-in), the welcome, and the errors of its links. */
export const mailNewsletter = {
  'mail.newsletter.confirm.subject': 'Confirmez votre inscription à la lettre d’information de SAM',
  'mail.newsletter.confirm.intro': 'Vous (ou quelqu’un d’autre) avez demandé à recevoir la lettre d’information de SAM à cette adresse. Cliquez sur le bouton ci-dessous pour confirmer votre inscription.',
  'mail.newsletter.confirm.action': 'Confirmer mon inscription',
  'mail.newsletter.confirm.expiry': 'Ce lien est valable {days} jours.',
  'mail.newsletter.confirm.ignore': 'Si vous n’avez rien demandé, ignorez cet e-mail : vous ne recevrez rien de plus.',
  'mail.newsletter.already.subject': 'Vous êtes déjà inscrit à la lettre d’information de SAM',
  'mail.newsletter.already.intro': 'Une nouvelle inscription à la lettre d’information de SAM a été demandée pour cette adresse, qui la reçoit déjà. Vous n’avez rien à faire.',
  'mail.newsletter.welcome.subject': 'Bienvenue : votre inscription à la lettre d’information de SAM est confirmée',
  'mail.newsletter.welcome.intro': 'Merci ! Vous recevrez désormais la lettre d’information de SAM : les nouveautés du site, les événements à venir et les conseils de l’équipe, environ une fois par mois.',
  'mail.newsletter.unsubscribe': 'Se désabonner de la lettre d’information :',
  'errors.newsletter.confirm_invalid': 'Ce lien de confirmation n’est pas valide ou a expiré (il est valable 7 jours). Inscrivez-vous à nouveau pour recevoir un nouveau lien.',
  'errors.newsletter.unsubscribe_invalid': 'Ce lien de désabonnement n’est pas valide : il a peut-être été modifié. Utilisez le lien de votre dernier e-mail ou écrivez-nous.',
};
