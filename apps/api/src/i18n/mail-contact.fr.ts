/** Mails of the contact page: to the team and the acknowledgement to the sender. In French. */
export const mailContact = {
  'mail.message': '{message}',
  'mail.contact.team.subject': 'Contact : {subject}',
  'mail.contact.team.intro': 'Nouveau message n° {id} reçu par le formulaire de contact, de {name} ({email}) :',
  'mail.contact.team.phone': 'Téléphone : {phone}',
  'mail.contact.team.language': 'Langue de la personne : {language}',
  'mail.contact.team.reply': 'Répondez directement à {email}. Un accusé de réception lui a été envoyé.',
  'mail.contact.ack.subject': 'Nous avons bien reçu votre message',
  'mail.contact.ack.intro': 'Merci de nous avoir écrit. Nous avons bien reçu votre message « {subject} » et nous vous répondrons dans les meilleurs délais, en général sous trois jours ouvrables.',
  'mail.contact.ack.copy': 'Pour mémoire, voici ce que vous nous avez envoyé :',
  'mail.contact.ack.urgent': 'Si votre situation est urgente, n’attendez pas notre réponse : appelez le 112 pour une urgence médicale, ou Télé-Accueil au 107 pour parler à quelqu’un, jour et nuit.',
};
