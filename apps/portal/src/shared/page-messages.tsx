import { createContext, startTransition, useContext, useEffect, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { localeOfPath, portalCatalogue, type IntlMessages, type Locale, type PageMessages, type PortalMessageId } from '@sam/i18n-routes';

/**
 * A page's messages (decision 0033): a whole page rendered on the server for a route that says so
 * (`CARRIES_ITS_MESSAGES`) carries, in a script element, the messages its render read
 * (entry.server.tsx), and the browser hydrates with those rather than loading the page's language
 * first (18 KB gzip of the first load). The whole language loads at the visitor's first press, key
 * or focus, before a deferred part or another page renders, or when something asks for a text the
 * page lacks (it shows empty until then).
 */
export const PAGE_MESSAGES_ELEMENT = 'sam-page-messages';

/**
 * The `handle` of a route whose pages carry their messages: pages to read, whose handlers format
 * no text (a text a handler formats before the language is here would stay empty: a toast, a
 * form's alert). Pages with a form in their first screen or a toast on a visitor's action load the
 * whole language before hydrating, as signed-in visitors' pages do.
 */
export const CARRIES_ITS_MESSAGES = { carriesItsMessages: true } as const;

export const carriesItsMessages = (handle: unknown): boolean => typeof handle === 'object' && handle !== null && (handle as Partial<typeof CARRIES_ITS_MESSAGES>).carriesItsMessages === true;

type Messages = IntlMessages<PortalMessageId>;

/** On the server: the render's catalogue, which notes every id read (entry.server.tsx). */
export const RecordingCatalogueContext = createContext<Messages | null>(null);

/**
 * The portal's messages in a language: the recording catalogue on the server; in a browser the
 * page's messages until the whole language loads, then the whole language (re-rendered in a
 * transition, so the first press is not held up by it).
 */
export function usePortalMessages(locale: Locale): Messages {
  const recording = useContext(RecordingCatalogueContext);
  const [, languageLoaded] = useReducer((count: number) => count + 1, 0);
  const messages = recording ?? portalCatalogue.get(locale);
  useEffect(() => {
    const update = () => {
      if (portalCatalogue.get(locale) !== messages) startTransition(languageLoaded);
    };
    update(); // loaded between this render and this subscription
    return portalCatalogue.subscribe(update);
  }, [locale, messages]);
  return messages;
}

/**
 * Texts a part renders in the browser only, after hydration (the open-now state at the visitor's
 * hour, a control shown once scripts run), or formats in a handler that may run before the page's
 * language is here (a toast): read during the server render so the page carries them.
 */
export function useTextsForBrowser(ids: readonly PortalMessageId[]): void {
  const { messages } = useIntl();
  for (const id of ids) void messages[id];
}

/** The page's language as a whole, before a part that renders texts the server did not (a deferred form, the live search). */
export function wholePageLanguage(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve();
  return portalCatalogue.load(localeOfPath(window.location.pathname));
}

/**
 * In the browser, before hydrating: the page's messages from its HTML, standing for the language
 * until it loads (on the first press, key or focus). False when the page has none (a streamed
 * page, a signed-in visitor's): the language must then load first. A load that fails here is only
 * logged (offline for a moment): the next use tries again, and a navigation that cannot get the
 * language fails as a missing chunk does (the root's error page reloads once a minute, spec §4).
 */
export function seedPageMessages(locale: Locale): boolean {
  const text = document.getElementById(PAGE_MESSAGES_ELEMENT)?.textContent;
  if (!text) return false;
  const page = JSON.parse(text) as PageMessages<Messages[PortalMessageId]>;
  portalCatalogue.seed(locale, page, []);
  const loadLanguage = () => void portalCatalogue.load(locale).catch((error: unknown) => console.error(error));
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) window.addEventListener(type, loadLanguage, { capture: true, once: true, passive: true });
  return true;
}
