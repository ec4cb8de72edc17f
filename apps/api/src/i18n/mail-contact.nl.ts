import type { mailContact as fr } from './mail-contact.fr';

/** Mails of the contact page: to the team and the acknowledgement to the sender. In Dutch, with the French file’s keys (the type checks it). */
export const mailContact: Record<keyof typeof fr, string> = {
  'mail.message': '{message}',
  'mail.contact.team.subject': 'Contact: {subject}',
  'mail.contact.team.intro': 'Nieuw bericht nr. {id} ontvangen via het contactformulier, van {name} ({email}):',
  'mail.contact.team.phone': 'Telefoon: {phone}',
  'mail.contact.team.language': 'Taal van de afzender: {language}',
  'mail.contact.team.reply': 'Antwoord rechtstreeks aan {email}. Er werd een ontvangstbevestiging verstuurd.',
  'mail.contact.ack.subject': 'We hebben uw bericht goed ontvangen',
  'mail.contact.ack.intro': 'Bedankt voor uw bericht. We hebben uw bericht “{subject}” goed ontvangen en antwoorden u zo snel mogelijk, meestal binnen drie werkdagen.',
  'mail.contact.ack.copy': 'Ter herinnering, dit is wat u ons stuurde:',
  'mail.contact.ack.urgent': 'Is uw situatie dringend? Wacht dan niet op ons antwoord: bel 112 bij een medisch noodgeval, of Tele-Onthaal op 106 om met iemand te praten, dag en nacht.',
};
