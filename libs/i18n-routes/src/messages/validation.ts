import type { Locale } from '../locales';
import * as errors from './errors';

/**
 * Validation messages shared by the API (422 field errors) and the forms (react-hook-form):
 * the zod schemas in @sam/contracts carry a key, each side translates it with this catalogue.
 */
export const validationMessages = {
  fr: {
    'validation.required': 'Ce champ est obligatoire.',
    'validation.email': 'Veuillez indiquer une adresse e-mail valide.',
    'validation.password.min': 'Le mot de passe doit contenir au moins 10 caractères.',
    'validation.password.confirm': 'Les deux mots de passe ne correspondent pas.',
    'validation.over18': 'Vous devez confirmer avoir plus de 18 ans.',
    'validation.terms': 'Vous devez accepter les conditions d’utilisation et la politique de confidentialité.',
    'validation.email.taken': 'Un compte existe déjà avec cette adresse e-mail.',
    'validation.slug': 'Cet identifiant ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
    'validation.color': 'Indiquez une couleur au format #RRGGBB.',
    'validation.too_long': 'Ce texte est trop long.',
    'validation.invalid': 'Cette valeur n’est pas valide.',
    'validation.failed': 'Certaines informations ne sont pas valides.',
    'validation.main_activity': 'Cochez d’abord une activité principale.',
    'auth.failed': 'Adresse e-mail ou mot de passe incorrect.',
    'auth.throttled': 'Trop de tentatives. Réessayez dans quelques minutes.',
    'validation.current_password': 'Le mot de passe actuel est incorrect.',
    'validation.email.same': 'C’est déjà l’adresse e-mail de votre compte.',
    'validation.reset_token.invalid': 'Ce lien de réinitialisation n’est pas valide ou a déjà été utilisé. Demandez un nouveau lien.',
    'validation.reset_token.expired': 'Ce lien de réinitialisation a expiré (il est valable 60 minutes). Demandez un nouveau lien.',
    'validation.autologin.invalid': 'Ce lien de connexion n’est pas valide, a expiré ou a déjà été utilisé.',
    'validation.date': 'Indiquez une date valide (AAAA-MM-JJ).',
    'validation.expires_at.future': 'La date d’expiration doit être dans le futur.',
    'validation.expires_at.max': 'La date d’expiration ne peut pas dépasser un an.',
    'validation.phone': 'Indiquez un numéro de téléphone valide.',
    'validation.url': 'Indiquez une adresse web valide.',
    'validation.consent': 'Vous devez accepter que SAM conserve ces informations pour traiter votre demande.',
    'validation.start_date.future': 'La date de début ne peut pas être dans le passé.',
  },
  nl: {
    'validation.required': 'Dit veld is verplicht.',
    'validation.email': 'Geef een geldig e-mailadres op.',
    'validation.password.min': 'Het wachtwoord moet minstens 10 tekens bevatten.',
    'validation.password.confirm': 'De twee wachtwoorden komen niet overeen.',
    'validation.over18': 'U moet bevestigen dat u ouder bent dan 18 jaar.',
    'validation.terms': 'U moet de gebruiksvoorwaarden en het privacybeleid aanvaarden.',
    'validation.email.taken': 'Er bestaat al een account met dit e-mailadres.',
    'validation.slug': 'Deze code mag enkel kleine letters, cijfers en koppeltekens bevatten.',
    'validation.color': 'Geef een kleur op in het formaat #RRGGBB.',
    'validation.too_long': 'Deze tekst is te lang.',
    'validation.invalid': 'Deze waarde is niet geldig.',
    'validation.failed': 'Sommige gegevens zijn niet geldig.',
    'validation.main_activity': 'Vink eerst een hoofdactiviteit aan.',
    'auth.failed': 'Onjuist e-mailadres of wachtwoord.',
    'auth.throttled': 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
    'validation.current_password': 'Het huidige wachtwoord is onjuist.',
    'validation.email.same': 'Dit is al het e-mailadres van uw account.',
    'validation.reset_token.invalid': 'Deze herstellink is niet geldig of werd al gebruikt. Vraag een nieuwe link aan.',
    'validation.reset_token.expired': 'Deze herstellink is verlopen (hij is 60 minuten geldig). Vraag een nieuwe link aan.',
    'validation.autologin.invalid': 'Deze aanmeldlink is niet geldig, verlopen of al gebruikt.',
    'validation.date': 'Geef een geldige datum op (JJJJ-MM-DD).',
    'validation.expires_at.future': 'De vervaldatum moet in de toekomst liggen.',
    'validation.expires_at.max': 'De vervaldatum mag niet verder dan een jaar liggen.',
    'validation.phone': 'Geef een geldig telefoonnummer op.',
    'validation.url': 'Geef een geldig webadres op.',
    'validation.consent': 'U moet ermee akkoord gaan dat SAM deze gegevens bewaart om uw vraag te behandelen.',
    'validation.start_date.future': 'De begindatum mag niet in het verleden liggen.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['fr'];

/** Translates a validation or API error key; anything that is not a known key is returned unchanged. */
export function translateServerMessage(message: string, locale: Locale): string {
  const catalogue: Record<string, string> = { ...errors[locale], ...validationMessages[locale] };
  return catalogue[message] ?? message;
}
