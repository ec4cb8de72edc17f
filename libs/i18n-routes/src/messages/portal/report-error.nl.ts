import type { reportError as fr } from './report-error.fr';

/** "Een fout melden" on a provider page (issue 17). In Dutch, with the French file’s keys (the type checks it). */
export const reportError: Record<keyof typeof fr, string> = {
  'reportError.toggle': 'Een fout op deze fiche melden',
  'reportError.heading': 'Een fout melden op “{title}”',
  'reportError.intro': 'Klopt een adres, openingsuur of dienst niet meer? Laat het ons weten: het SAM-team en de zorgverlener worden verwittigd.',
  'reportError.message': 'Wat niet klopt',
  'reportError.message.hint': 'Van 10 tot 2.000 tekens. Bijvoorbeeld: “Het telefoonnummer is veranderd, het is nu 02 123 45 67.”',
  'reportError.name': 'Naam',
  'reportError.email': 'E-mailadres voor een antwoord',
  'reportError.email.hint': 'Alleen als u een antwoord van het SAM-team wenst. Het wordt niet aan de zorgverlener doorgegeven.',
  'reportError.privacy': 'We bewaren deze melding zolang we ze behandelen. <link>Privacybeleid</link>.',
  'reportError.submit': 'Melding versturen',
  'reportError.sent.heading': 'Bedankt, uw melding is verstuurd',
  'reportError.sent.text': 'Het SAM-team en de zorgverlener gaan deze informatie nakijken.',
  'reportError.sent.again': 'Een andere fout melden',
};
