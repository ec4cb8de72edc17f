import { translateValidationMessage, type Locale } from '@sam/i18n-routes';

/**
 * Error texts only the API speaks (§8: every error is a message plus a status). Field and
 * auth texts live in @sam/i18n-routes (validation catalogue) and are shared with the forms.
 */
export const apiMessages = {
  fr: {
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
  },
  nl: {
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
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ApiMessageKey = keyof (typeof apiMessages)['fr'];

/** Translates an API key or a validation key; anything else is returned unchanged. */
export function translate(key: string, locale: Locale): string {
  const catalogue: Record<string, string> = apiMessages[locale];
  return catalogue[key] ?? translateValidationMessage(key, locale);
}
