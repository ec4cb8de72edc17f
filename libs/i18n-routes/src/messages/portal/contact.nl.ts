import type { contact as fr } from './contact.fr';

/** The contact page (its mails are in the API’s catalogue). In Dutch, with the French file’s keys (the type checks it). */
export const contact: Record<keyof typeof fr, string> = {
  'form.requiredNote': 'Alle velden zijn verplicht, behalve die met “optioneel”.',
  'form.optional': '{label} (optioneel)',
  'form.consent': 'Ik ga ermee akkoord dat SAM deze gegevens bewaart zolang nodig om mijn vraag te behandelen, zoals uitgelegd in het <link>privacybeleid</link>.',
  'form.honeypot': 'Laat dit veld leeg',
  'form.choose': 'Kies…',
  'contact.description': 'Een vraag over een dienst, een administratieve stap of het portaal? Schrijf het SAM-team: we antwoorden in het Nederlands of het Frans, meestal binnen drie werkdagen.',
  'contact.lead': 'Een vraag over een dienst, een administratieve stap of het portaal, een opmerking, een idee? Schrijf ons: we antwoorden in het Nederlands of het Frans, meestal binnen drie werkdagen.',
  'contact.form.heading': 'Het SAM-team schrijven',
  'contact.name': 'Uw naam',
  'contact.email': 'Uw e-mailadres',
  'contact.phone': 'Uw telefoonnummer',
  'contact.phone.hint': 'Als u liever hebt dat we u terugbellen.',
  'contact.subject': 'Onderwerp',
  'contact.message': 'Uw bericht',
  'contact.message.hint': 'Enkele woorden over uw situatie volstaan: vermeld geen gedetailleerde medische gegevens.',
  'contact.submit': 'Het bericht versturen',
  'contact.sent.heading': 'Bedankt, uw bericht is verstuurd',
  'contact.sent.text': 'We stuurden een ontvangstbevestiging naar {email}. We antwoorden u meestal binnen drie werkdagen.',
  'contact.sent.again': 'Nog een bericht schrijven',
  'contact.other.heading': 'Andere manieren om hulp te vinden',
  'contact.other.legal': 'Een juridische vraag (tegemoetkomingen, ziekenfonds, bescherming van een persoon)? <link>Onze gratis juridische permanentie</link> helpt u verder.',
  'contact.other.faq': 'Misschien staat uw antwoord al bij <link>de veelgestelde vragen</link>.',
  'contact.other.urgent': 'Is het dringend? Wacht dan niet op ons antwoord: bel 112 bij een medisch noodgeval, of Tele-Onthaal op 106 om met iemand te praten, dag en nacht.',
};
