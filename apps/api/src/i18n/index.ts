import { accessibilityMessages, listingFieldMessages, validationMessages, withFrenchSpacing, type AccessibilityMessageId, type ListingFieldMessageId, type Locale, type ValidationMessageKey } from '@sam/i18n-routes';
import { serverAreas as fr } from './fr';
import { serverAreas as nl } from './nl';

type OwnId = { [Area in keyof typeof fr]: keyof (typeof fr)[Area] }[keyof typeof fr];

/** A text the API sends: its own (errors, mails), a validation message it shares with the forms, or a listing field label. */
export type ServerMessageId = OwnId | ValidationMessageKey | ListingFieldMessageId | AccessibilityMessageId;

/**
 * The API's catalogue (issue 12): errors, mails and the validation messages only it produces,
 * plus the two parts it shares with the browser apps through @sam/i18n-routes (validation
 * messages of @sam/contracts, listing field labels). Never the UI catalogues.
 */
export const serverMessages: Record<Locale, Record<ServerMessageId, string>> = {
  // French typography (decision 0015) on the API's own texts; the shared parts come with it already.
  fr: Object.assign({}, validationMessages.fr, listingFieldMessages.fr, accessibilityMessages.fr, withFrenchSpacing(Object.assign({}, ...Object.values(fr)))),
  nl: Object.assign({}, validationMessages.nl, listingFieldMessages.nl, accessibilityMessages.nl, ...Object.values(nl)),
};

/** A text by key in a language, or undefined for an unknown key. */
export function serverText(locale: Locale, key: string): string | undefined {
  return (serverMessages[locale] as Record<string, string>)[key];
}

/** Translates a validation or API error key; anything that is not a known key is returned unchanged. */
export function translateServerMessage(message: string, locale: Locale): string {
  return serverText(locale, message) ?? message;
}
