/** Error texts the API answers with (spec §8: a message plus a status). Keys identical in fr and nl (tested). */
export const fr = {
  'errors.not_found': 'Cette page est introuvable.',
  'errors.csrf': 'Le jeton CSRF ne correspond pas. Rechargez la page et réessayez.',
  'errors.unauthenticated': 'Vous devez être connecté.',
  'errors.forbidden': 'Vous n’avez pas le droit d’effectuer cette action.',
  'errors.malformed_body': 'Le contenu de la requête est mal formé.',
  'errors.unsupported_media_type': 'Ce type de contenu n’est pas pris en charge.',
  'errors.payload_too_large': 'Le contenu envoyé est trop volumineux.',
  'errors.method_not_allowed': 'Cette méthode n’est pas autorisée.',
  'errors.bad_request': 'La requête n’est pas valide.',
  'errors.server': 'Une erreur est survenue.',
};

export const nl: typeof fr = {
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
};
