import type { listingReports as fr } from './listing-reports.fr';

/** Error reports on listings (issue 17): their errors and the mails. In Dutch, with the French file’s keys (the type checks it). */
export const listingReports: Record<keyof typeof fr, string> = {
  'mail.listing_report.owner.subject': 'Er is een fout gemeld op uw fiche “{title}”',
  'mail.listing_report.owner.intro': 'Een bezoeker van het SAM-portaal meldt een fout op uw fiche “{title}”:',
  'mail.listing_report.owner.action': 'Mijn fiche verbeteren',
  'mail.listing_report.owner.note': 'Het SAM-team heeft deze melding ook ontvangen. Klopt de informatie, dan hoeft u niets te doen.',
  'mail.listing_report.team.subject': 'Melding nr. {id} over “{title}”',
  'mail.listing_report.team.intro': 'Er is een fout gemeld op de fiche “{title}” ({listingUrl}):',
  'mail.listing_report.team.reporter': 'Gemeld door: {reporter}',
  'mail.listing_report.team.anonymous': 'Gemeld zonder contactgegevens: antwoorden is niet mogelijk.',
  'mail.listing_report.team.language': 'Taal: {language}',
  'mail.listing_report.team.action': 'De meldingen openen',
  'mail.listing_report.reply.subject': 'Uw melding over “{title}”',
  'mail.listing_report.reply.intro': 'Bedankt om een fout te melden op de fiche “{title}”. Dit is het antwoord van het SAM-team:',
  'mail.listing_report.reply.copy': 'Ter herinnering, uw melding:',
  'mail.listing_report.reply.text': '{reply}',
  'mail.listing_report.message': '“{message}”',
  'errors.listing_report.already_replied': 'Op deze melding is al geantwoord.',
  'validation.listing_report.no_email': 'Deze melding heeft geen e-mailadres achtergelaten: antwoorden is niet mogelijk.',
};
