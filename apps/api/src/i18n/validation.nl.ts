import type { validation as fr } from './validation.fr';

/** Validation messages only the API produces (checks against the database, uploads, throttling); the shared ones come from @sam/i18n-routes. In Dutch, with the French file’s keys (the type checks it). */
export const validation: Record<keyof typeof fr, string> = {
  'validation.characters': 'Dit veld bevat een onzichtbaar teken of stuurteken dat niet aanvaard wordt (bijvoorbeeld een nulteken of een richtingsomkeerteken): typ de tekst opnieuw.',
  'validation.email.taken': 'Er bestaat al een account met dit e-mailadres.',
  'auth.throttled': 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
  'validation.current_password': 'Het huidige wachtwoord is onjuist.',
  'validation.email.same': 'Dit is al het e-mailadres van uw account.',
  'validation.reset_token.expired': 'Deze herstellink is verlopen (hij is 60 minuten geldig). Vraag een nieuwe link aan.',
  'validation.annonce.prestataire': 'Kies een van uw eigen fiches.',
  'validation.event.category': 'Kies een categorie uit de lijst.',
  'validation.event.prestataire': 'Kies een van uw zorgverlenersfiches.',
  'validation.slug.taken': 'Deze code wordt al door een andere pagina gebruikt.',
  'validation.info.related': 'Kies bestaande nuttige informatie, niet deze pagina zelf.',
  'validation.conseil.tags': 'Kies trefwoorden uit de lijst.',
  'validation.conseil.besoins': 'Kies behoeften uit de lijst.',
  'validation.prestataire.sector': 'Kies een sector uit de lijst.',
  'validation.prestataire.besoin': 'Kies een activiteit uit de lijst.',
  'validation.prestataire.tag': 'Kies trefwoorden uit de lijst.',
  'validation.prestataire.language': 'Kies talen uit de lijst.',
  'validation.prestataire.coverage_zone': 'Kies een zone uit de lijst.',
  'validation.address.postal_code.unknown': 'Deze postcode hoort bij geen enkele Belgische gemeente.',
  'validation.address.quartier': 'Deze wijk ligt niet in de gemeente van het adres.',
  'validation.prestataire.nothing_to_commit': 'Er zijn geen wijzigingen om ter validatie te versturen.',
  'validation.prestataire.not_validated': 'Deze fiche moet eerst door het SAM-team gevalideerd worden.',
  // Uploads (issue 11): sizes in base-1000 units (§9).
  'validation.file.required': 'Kies een bestand.',
  'validation.prestataire.no_email': 'Deze zorgverlener heeft geen e-mailadres: neem telefonisch contact op.',
  'validation.file.too_large.photo': 'Deze foto is te groot: hoogstens 10 MB.',
  'validation.file.too_large.document': 'Dit document is te groot: hoogstens 20 MB.',
  'validation.file.photo_type': 'Dit bestand is geen aanvaarde foto: stuur een JPEG-, PNG-, WebP- of GIF-afbeelding.',
  'validation.file.document_type': 'Dit bestandstype wordt niet aanvaard: stuur een pdf, een Word- of Excel-document, een csv, een afbeelding, een mp4- of webm-video, een zip-archief of een html-pagina.',
};
