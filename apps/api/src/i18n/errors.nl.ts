import type { errors as fr } from './errors.fr';

/** Error texts the API answers with (spec §8: a message plus a status). In Dutch, with the French file’s keys (the type checks it). */
export const errors: Record<keyof typeof fr, string> = {
  'errors.not_found': 'Deze pagina kon niet worden gevonden.',
  'errors.csrf': 'Het CSRF-token komt niet overeen. Herlaad de pagina en probeer opnieuw.',
  'errors.unauthenticated': 'U moet aangemeld zijn.',
  'errors.forbidden': 'U mag deze actie niet uitvoeren.',
  'errors.malformed_body': 'De inhoud van het verzoek is onjuist opgemaakt.',
  'errors.unsupported_media_type': 'Dit inhoudstype wordt niet ondersteund.',
  'errors.payload_too_large': 'De verzonden inhoud is te groot.',
  'errors.method_not_allowed': 'Deze methode is niet toegestaan.',
  'errors.bad_request': 'Het verzoek is niet geldig.',
  'errors.server': 'Er is een fout opgetreden.',
  'errors.verification_link.invalid': 'Deze verificatielink is niet geldig: hij is misschien gewijzigd of uw e-mailadres is intussen veranderd. Vraag een nieuwe link aan.',
  'errors.verification_link.expired': 'Deze verificatielink is verlopen. Vraag een nieuwe link aan vanuit uw account.',
  'errors.unregister_link.invalid': 'Deze uitschrijvingslink is niet geldig: hij is misschien gewijzigd. Vraag een nieuwe link aan.',
  'errors.unregister_link.expired': 'Deze uitschrijvingslink is verlopen (hij is 48 uur geldig). Vraag een nieuwe link aan.',
  'errors.api_token.invalid': 'Dit API-token is niet geldig, verlopen of ingetrokken.',
  'errors.autologin.confirm': 'In deze browser is al een sessie geopend: bevestig dat u ze wilt vervangen door het account van deze link.',
  'errors.session_required': 'Deze actie is niet mogelijk met een API-token: meld u aan op de website.',
  'errors.profile_exists': 'Dit account heeft al een profiel.',
  'errors.mail_failed': 'De e-mail kon niet worden verzonden. Probeer het over enkele minuten opnieuw.',
  'errors.annonces.daily_limit': 'U hebt vandaag het maximale aantal zoekertjes aangemaakt (20). Probeer het morgen opnieuw.',
  'errors.email_unverified': 'Bevestig eerst uw e-mailadres: klik op de link die we u hebben gestuurd.',
  'errors.listing_delete_published': 'Een fiche die al gepubliceerd werd, kan niet worden verwijderd: haal ze van het portaal via Mijn fiches, of schrijf het SAM-team.',
};
