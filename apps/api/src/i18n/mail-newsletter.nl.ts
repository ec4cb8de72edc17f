import type { mailNewsletter as fr } from './mail-newsletter.fr';

/** Newsletter mails and link errors in Dutch, with the French file’s keys (the type checks it). */
export const mailNewsletter: Record<keyof typeof fr, string> = {
  'mail.newsletter.confirm.subject': 'Bevestig uw inschrijving op de nieuwsbrief van SAM',
  'mail.newsletter.confirm.intro': 'U (of iemand anders) hebt gevraagd om de nieuwsbrief van SAM op dit adres te ontvangen. Klik op de knop hieronder om uw inschrijving te bevestigen.',
  'mail.newsletter.confirm.action': 'Mijn inschrijving bevestigen',
  'mail.newsletter.confirm.expiry': 'Deze link is {days} dagen geldig.',
  'mail.newsletter.confirm.ignore': 'Hebt u niets gevraagd? Negeer dan deze e-mail: u ontvangt niets meer.',
  'mail.newsletter.already.subject': 'U bent al ingeschreven op de nieuwsbrief van SAM',
  'mail.newsletter.already.intro': 'Er werd opnieuw een inschrijving op de nieuwsbrief van SAM gevraagd voor dit adres, dat hem al ontvangt. U hoeft niets te doen.',
  'mail.newsletter.welcome.subject': 'Welkom: uw inschrijving op de nieuwsbrief van SAM is bevestigd',
  'mail.newsletter.welcome.intro': 'Bedankt! U ontvangt voortaan de nieuwsbrief van SAM: nieuws over de site, komende evenementen en tips van het team, ongeveer één keer per maand.',
  'mail.newsletter.unsubscribe': 'Uitschrijven van de nieuwsbrief:',
  'errors.newsletter.confirm_invalid': 'Deze bevestigingslink is niet geldig of verlopen (hij is 7 dagen geldig). Schrijf u opnieuw in om een nieuwe link te krijgen.',
  'errors.newsletter.unsubscribe_invalid': 'Deze uitschrijvingslink is niet geldig: hij is misschien gewijzigd. Gebruik de link uit uw laatste e-mail of schrijf ons.',
};
