import type { mailProviderContact as fr } from './mail-provider-contact.fr';

/** Mails of a provider page’s contact form: to the provider and the acknowledgement to the sender. In Dutch, with the French file’s keys (the type checks it). */
export const mailProviderContact: Record<keyof typeof fr, string> = {
  'mail.provider_contact.subject': 'Bericht via SAM voor {title}',
  'mail.provider_contact.intro': '{name} ({email}) schrijft u via uw fiche “{title}” op het SAM-portaal:',
  'mail.provider_contact.phone': 'Telefoon: {phone}',
  'mail.provider_contact.reply': 'Antwoorden kan met de knop Beantwoorden van uw mailprogramma: uw antwoord gaat rechtstreeks naar {name}.',
  'mail.provider_contact.ack.subject': 'Uw bericht aan {title} is doorgestuurd',
  'mail.provider_contact.ack.intro': 'Bedankt. Uw bericht is doorgestuurd naar {title}, die u rechtstreeks antwoordt.',
  'mail.provider_contact.ack.copy': 'Ter herinnering, dit is wat u stuurde:',
  'mail.provider_contact.ack.note': 'SAM stuurt berichten door naar zorgverleners zonder ze te behandelen. Krijgt u geen antwoord, schrijf ons dan via de contactpagina van het portaal.',
};
