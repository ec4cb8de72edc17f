/** Mails of a provider page’s contact form: to the provider and the acknowledgement to the sender. In French. */
export const mailProviderContact = {
  'mail.provider_contact.subject': 'Message via SAM pour {title}',
  'mail.provider_contact.intro': '{name} ({email}) vous écrit depuis votre fiche « {title} » sur le portail SAM :',
  'mail.provider_contact.phone': 'Téléphone : {phone}',
  'mail.provider_contact.reply': 'Pour répondre, utilisez le bouton Répondre de votre messagerie : votre réponse ira directement à {name}.',
  'mail.provider_contact.ack.subject': 'Votre message à {title} a été transmis',
  'mail.provider_contact.ack.intro': 'Merci. Votre message a été transmis à {title}, qui vous répondra directement.',
  'mail.provider_contact.ack.copy': 'Pour mémoire, voici ce que vous avez envoyé :',
  'mail.provider_contact.ack.note': 'SAM transmet les messages aux prestataires sans les traiter. Sans réponse de leur part, écrivez-nous par la page contact du portail.',
};
