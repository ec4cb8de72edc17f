import type { newsletter as fr } from './newsletter.fr';

/** The newsletter form, its confirmation and unsubscribe pages in Dutch (keys of the French file). */
export const newsletter: Record<keyof typeof fr, string> = {
  'newsletter.heading': 'Nieuwsbrief',
  'newsletter.intro': 'Nieuws van SAM, komende evenementen en onze tips, ongeveer één keer per maand.',
  'newsletter.email': 'Uw e-mail',
  'newsletter.submit': 'Inschrijven',
  'newsletter.privacy': 'We gebruiken uw adres alleen voor deze nieuwsbrief. Elke verzending bevat een uitschrijflink.',
  'newsletter.sent': 'Bijna klaar! We hebben een e-mail gestuurd naar {email}. Klik op de link erin om uw inschrijving te bevestigen.',
  'newsletter.confirm.text': 'Bevestig uw inschrijving om de nieuwsbrief van SAM te ontvangen op het adres van deze link.',
  'newsletter.confirm.submit': 'Mijn inschrijving bevestigen',
  'newsletter.confirm.done': 'Bedankt! Uw inschrijving is bevestigd: u ontvangt de volgende nieuwsbrief.',
  'newsletter.unsubscribe.text': 'Wilt u de nieuwsbrief van SAM niet meer ontvangen? Bevestig uw uitschrijving.',
  'newsletter.unsubscribe.submit': 'Mij uitschrijven',
  'newsletter.unsubscribe.done': 'Klaar: u ontvangt de nieuwsbrief van SAM niet meer.',
  'newsletter.cancel': 'Terug naar de startpagina',
};
