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

/** The start of the warning a page's missing text gives in a browser (`seed`): the e2e suite looks for it. */
export const MISSED_MESSAGE = 'A text the page did not carry, the language loads:';

/**
 * What a server render read of a catalogue, written into the page so that a browser hydrates
 * without loading the whole language first (decision 0033): the messages it found and the ids it
 * asked for that the catalogue lacks (a fallback's test, `intl.messages[id] ? … : value`).
 */
export interface PageMessages<Message> {
  readonly messages: Readonly<Record<string, Message>>;
  readonly absent: readonly string[];
}

/**
 * A catalogue that notes every id read from it (a lookup, an `in` or `hasOwnProperty` test): the
 * server render's view, from which `PageMessages` are made. Ids have a dot (area.text).
 */
export function recordingReads<M extends object>(messages: M): { messages: M; reads: ReadonlySet<string> } {
  const reads = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && key.includes('.')) reads.add(key);
  };
  const recording = new Proxy(messages, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  return { messages: recording, reads };
}

/** One language of an app's catalogue at a time, each fetched once (a chunk of its own in a browser build). */
export interface LocaleCatalogue<Messages> {
  /** Fetches a language (once) and keeps it. */
  load(locale: Locale): Promise<Messages>;
  /** A language already loaded, or undefined. */
  loaded(locale: Locale): Messages | undefined;
  /**
   * A language that must be loaded or seeded already (before hydrating, by a loader on a change of
   * language, at server start): the whole language once loaded, else the page's messages.
   */
  get(locale: Locale): Messages;
  /**
   * The page's messages (`PageMessages`) stand for a language until it loads. An id they do not
   * know reads as `placeholder` (an empty message) and starts the load: the text appears with the
   * whole language, and `subscribe`rs hear of it.
   */
  seed(locale: Locale, page: PageMessages<Messages[keyof Messages]>, placeholder: Messages[keyof Messages]): void;
  /** Called each time a language has loaded. */
  subscribe(listener: () => void): () => void;
}

export function localeCatalogue<Messages extends object>(importers: Record<Locale, () => Promise<Messages>>): LocaleCatalogue<Messages> {
  const loaded = new Map<Locale, Messages>();
  const seeded = new Map<Locale, Messages>();
  const pending = new Map<Locale, Promise<Messages>>();
  const listeners = new Set<() => void>();
  const catalogue: LocaleCatalogue<Messages> = {
    load(locale) {
      const cached = loaded.get(locale);
      if (cached) return Promise.resolve(cached);
      let loading = pending.get(locale);
      if (!loading) {
        loading = importers[locale]().then(
          (messages) => {
            loaded.set(locale, messages);
            pending.delete(locale);
            for (const listener of [...listeners]) listener();
            return messages;
          },
          (error: unknown) => {
            pending.delete(locale); // a later use tries again
            throw error;
          },
        );
        pending.set(locale, loading);
      }
      return loading;
    },
    loaded: (locale) => loaded.get(locale),
    get(locale) {
      const messages = loaded.get(locale) ?? seeded.get(locale);
      if (!messages) throw new Error(`The ${locale} messages are not loaded: await load('${locale}') first.`);
      return messages;
    },
    seed(locale, page, placeholder) {
      const carried = page.messages;
      const absent = new Set(page.absent);
      const missed = new Set<string>();
      // Ids have a dot (area.text); anything else (a symbol, `then`, `toJSON`) is read as it is.
      const isId = (key: string | symbol): key is string => typeof key === 'string' && key.includes('.');
      // The whole language once it is here (a formatter made before, a handler's, reads it too);
      // until then the page's message, nothing for an id the page knows is absent, or the placeholder.
      const lookup = (id: string): { found: boolean; value?: unknown } => {
        const whole = loaded.get(locale) as Record<string, unknown> | undefined;
        if (whole) return Object.hasOwn(whole, id) ? { found: true, value: whole[id] } : { found: false };
        if (Object.hasOwn(carried, id)) return { found: true, value: carried[id] };
        if (absent.has(id)) return { found: false };
        // A text the page should have carried (it shows empty until the language is here): said once, for the e2e suite and developers.
        if (!missed.has(id)) console.warn(`${MISSED_MESSAGE} ${locale}:${id}`);
        missed.add(id);
        catalogue.load(locale).catch((error: unknown) => console.error(error));
        return { found: true, value: placeholder };
      };
      seeded.set(
        locale,
        new Proxy({ ...carried } as Messages, {
          get: (messages, key, receiver) => (isId(key) ? lookup(key).value : Reflect.get(messages, key, receiver)),
          has: (messages, key) => (isId(key) ? lookup(key).found : Reflect.has(messages, key)),
          getOwnPropertyDescriptor: (messages, key) => {
            if (!isId(key)) return Reflect.getOwnPropertyDescriptor(messages, key);
            const { found, value } = lookup(key);
            return found ? { value, writable: false, enumerable: true, configurable: true } : undefined;
          },
        }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return catalogue;
}
