import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../locales';

/** A catalogue split into areas (one file per area and language): area name → its texts. */
export type Areas = Record<string, Record<string, string>>;

/** The same areas in another language: the same area names, each with the French keys (the type checks both). */
export type AreasIn<French extends Areas> = { [Area in keyof French]: Record<keyof French[Area], string> };

/** Every message id of a set of areas. */
export type IdOf<A extends Areas> = { [Area in keyof A]: keyof A[Area] & string }[keyof A];

/** One react-intl catalogue from its areas (a key lives in one area only: tested). */
export function mergeAreas<A extends Areas>(areas: A): Record<IdOf<A>, string> {
  return Object.assign({}, ...Object.values(areas));
}

/** A narrow no-break space (U+202F) and a no-break space (U+00A0). */
const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

/**
 * French spacing of punctuation: a narrow no-break space before ? ! ; and a no-break space before :
 * and inside « », so a line never starts with the punctuation ("Que souhaitez-vous faire" and its
 * "?" wrapped alone on a phone). The catalogues are written with ordinary spaces; the French ones
 * pass through this where they are composed, so every text follows the rule.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([?!;])/g, `${NARROW_NBSP}$1`)
    .replace(/ :/g, `${NBSP}:`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`);
}

/** A French catalogue with `frenchSpacing` applied to every text (same ids). */
export function withFrenchSpacing<M extends Record<string, string>>(messages: M): M {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, frenchSpacing(text)])) as M;
}

/** What react-intl formats from: a language's texts, or the same messages already parsed (ICU syntax trees). */
export type IntlMessages<Id extends string> = Record<Id, string> | Record<Id, MessageFormatElement[]>;

/** ICU's literal element (`TYPE.literal` of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

/**
 * A message read without react-intl (a page title in `meta`, a breadcrumb label): its text, whether
 * the catalogue holds texts or parsed messages. For messages without arguments; undefined for none.
 */
export function messageText(message: string | readonly MessageFormatElement[] | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  return message.map((element) => (element.type === LITERAL ? element.value : '')).join('');
}

/** One language of an app's catalogue at a time, each fetched once (a chunk of its own in a browser build). */
export interface LocaleCatalogue<Messages> {
  /** Fetches a language (once) and keeps it. */
  load(locale: Locale): Promise<Messages>;
  /** A language already loaded, or undefined. */
  loaded(locale: Locale): Messages | undefined;
  /** A language that must be loaded already (before hydrating, by a loader on a change of language, at server start). */
  get(locale: Locale): Messages;
}

export function localeCatalogue<Messages>(importers: Record<Locale, () => Promise<Messages>>): LocaleCatalogue<Messages> {
  const loaded = new Map<Locale, Messages>();
  return {
    async load(locale) {
      const cached = loaded.get(locale);
      if (cached) return cached;
      const messages = await importers[locale]();
      loaded.set(locale, messages);
      return messages;
    },
    loaded: (locale) => loaded.get(locale),
    get(locale) {
      const messages = loaded.get(locale);
      if (!messages) throw new Error(`The ${locale} messages are not loaded: await load('${locale}') first.`);
      return messages;
    },
  };
}
