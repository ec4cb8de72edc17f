import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../form/FormControls';
import { parseConsentCookie, serializeConsentCookie, type ConsentCategory, type ConsentState } from './consent-cookie';
import styles from './CookieConsent.module.css';

/** The optional categories a visitor chooses in the settings panel. */
export interface ConsentChoices {
  functional: boolean;
}

export interface ConsentApi {
  /** null until the visitor decides (spec §4: unset or accepted). */
  consent: ConsentState | null;
  /** False during a server render that was given no cookie header: the choice is not known yet. */
  ready: boolean;
  settingsOpen: boolean;
  acceptAll: () => void;
  declineAll: () => void;
  save: (choices: ConsentChoices) => void;
  /** Reopens the settings panel, e.g. from the footer's 'Cookie settings' button. */
  openSettings: () => void;
  closeSettings: () => void;
  isAllowed: (category: ConsentCategory) => boolean;
}

interface ConsentStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ConsentState | null;
  write: (state: ConsentState) => void;
}

/** document.cookie as an external store; remembers the last choice in memory in case cookies are blocked. */
function createConsentStore(cookieDomain: string | undefined): ConsentStore {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastParsed: ConsentState | null = null;
  let remembered: ConsentState | null = null;
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => {
      const raw = document.cookie;
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastParsed = parseConsentCookie(raw);
      }
      return lastParsed ?? remembered;
    },
    write: (state) => {
      document.cookie = serializeConsentCookie(state, { domain: cookieDomain, secure: window.location.protocol === 'https:' });
      remembered = state;
      listeners.forEach((listener) => listener());
    },
  };
}

const UNKNOWN = Symbol('unknown');

const ConsentContext = createContext<ConsentApi | null>(null);
/** Where focus goes back to when the settings panel closes. */
const OpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent() needs a <ConsentProvider> above it');
  return api;
}

export interface ConsentProviderProps {
  children: ReactNode;
  /**
   * The request's Cookie header during a server render (and the same value when hydrating), so the server
   * already knows whether to render the bar. Without it the bar waits for the browser.
   */
  initialCookieHeader?: string | null;
  /** Cookie Domain attribute, to share the choice between the portal and dashboard hosts. */
  cookieDomain?: string;
}

export function ConsentProvider({ children, initialCookieHeader, cookieDomain }: ConsentProviderProps) {
  const [store] = useState(() => createConsentStore(cookieDomain));
  const serverSnapshot = useMemo(() => (initialCookieHeader === undefined ? UNKNOWN : parseConsentCookie(initialCookieHeader)), [initialCookieHeader]);
  // Server and hydration use the header; the browser's own cookie takes over right after (no document access on the server).
  const snapshot = useSyncExternalStore<ConsentState | null | typeof UNKNOWN>(store.subscribe, store.getSnapshot, () => serverSnapshot);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const decide = useCallback(
    (functional: boolean) => {
      store.write({ v: 1, functional, at: new Date().toISOString() });
      setSettingsOpen(false);
    },
    [store],
  );
  const openSettings = useCallback(() => {
    const active = document.activeElement;
    // Safari does not focus clicked buttons: then there is no opener and the bar's own button takes focus.
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setSettingsOpen(true);
  }, []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const api = useMemo<ConsentApi>(() => {
    const consent = snapshot === UNKNOWN ? null : snapshot;
    return {
      consent,
      ready: snapshot !== UNKNOWN,
      settingsOpen,
      acceptAll: () => decide(true),
      declineAll: () => decide(false),
      save: (choices) => decide(choices.functional),
      openSettings,
      closeSettings,
      isAllowed: (category) => category === 'necessary' || consent?.functional === true,
    };
  }, [snapshot, settingsOpen, decide, openSettings, closeSettings]);

  return (
    <ConsentContext.Provider value={api}>
      <OpenerContext.Provider value={openerRef}>{children}</OpenerContext.Provider>
    </ConsentContext.Provider>
  );
}

/** Renders its children only once the visitor allowed the category (e.g. an embedded video or map). */
export function ConsentGate({ category, children, fallback = null }: { category: ConsentCategory; children: ReactNode; fallback?: ReactNode }) {
  return <>{useConsent().isAllowed(category) ? children : fallback}</>;
}

export interface CookieConsentBarProps {
  /** The cookie policy page (politique-de-confidentialite/cookies). */
  policyHref?: string;
}

/** Spec §2: the bar (accept all, decline all, manage) while undecided, and the settings panel when asked for. */
export function CookieConsentBar({ policyHref }: CookieConsentBarProps) {
  const { consent, ready, settingsOpen, acceptAll, declineAll, openSettings, closeSettings } = useConsent();
  const openerRef = useContext(OpenerContext);
  const titleId = useId();
  const manageRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);

  // Focus moves into the panel when it opens, and back to whatever opened it when it closes.
  useEffect(() => {
    if (settingsOpen) {
      wasOpen.current = true;
      headingRef.current?.focus();
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const opener = openerRef?.current;
    if (openerRef) openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    else manageRef.current?.focus();
  }, [settingsOpen, openerRef]);

  if (!ready) return null;
  if (settingsOpen) return <ConsentSettings headingRef={headingRef} onCancel={closeSettings} />;
  if (consent) return null;
  return (
    // Issue 15: in the page's flow right after the skip link (PageLayout `notice`): first in the Tab order,
    // one line beside its buttons on a wide screen, and it never covers the page nor the focused element.
    <section className={styles.bar} aria-labelledby={titleId}>
      <div className={styles.inner}>
        {/* The heading names the region for screen readers; the sentence says the same to the eye. */}
        <h2 id={titleId} className="sam-visually-hidden">
          <FormattedMessage id="cookies.bar.title" />
        </h2>
        <p className={styles.paragraph}>
          <FormattedMessage id="cookies.bar.text" />
          {policyHref ? (
            <>
              {' '}
              <a href={policyHref}>
                <FormattedMessage id="cookies.policy" />
              </a>
            </>
          ) : null}{' '}
          {/* A link-like button, so the bar keeps one row of buttons on a phone. */}
          <button ref={manageRef} type="button" className={styles.manage} onClick={openSettings}>
            <FormattedMessage id="cookies.manage" />
          </button>
        </p>
        <div className={styles.actions}>
          <Button className={styles.action} onClick={acceptAll}>
            <FormattedMessage id="cookies.acceptAll" />
          </Button>
          {/* Refusing is as easy and as visible as accepting. */}
          <Button className={styles.action} onClick={declineAll}>
            <FormattedMessage id="cookies.declineAll" />
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The texts of the settings dialog, shown on a visitor's click (an app that hydrates before its whole catalogue is here carries them). */
export const CONSENT_SETTINGS_TEXTS = [
  'cookies.settings.title',
  'cookies.category.necessary',
  'cookies.category.necessary.hint',
  'cookies.category.functional',
  'cookies.category.functional.hint',
  'cookies.save',
  'cookies.cancel',
] as const;

function ConsentSettings({ headingRef, onCancel }: { headingRef: RefObject<HTMLHeadingElement | null>; onCancel: () => void }) {
  const { consent, save } = useConsent();
  // Spec §2: functional is on by default until the visitor says otherwise.
  const [functional, setFunctional] = useState(consent?.functional ?? true);
  const titleId = useId();
  const necessaryId = useId();
  const functionalId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save({ functional });
  };
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    section?.addEventListener('keydown', onKeyDown);
    return () => section?.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  return (
    // Not modal: the page stays usable; Escape or Cancel closes it.
    <section ref={sectionRef} role="dialog" aria-labelledby={titleId} className={`${styles.bar} ${styles.settings}`}>
      <form className={styles.inner} onSubmit={onSubmit}>
        <div className={styles.text}>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            <FormattedMessage id="cookies.settings.title" />
          </h2>
          <div className={styles.category}>
            <input type="checkbox" id={necessaryId} checked disabled aria-describedby={`${necessaryId}-hint`} />
            <label htmlFor={necessaryId} className={styles.categoryLabel}>
              <FormattedMessage id="cookies.category.necessary" />
            </label>
            <p id={`${necessaryId}-hint`} className={styles.hint}>
              <FormattedMessage id="cookies.category.necessary.hint" />
            </p>
          </div>
          <div className={styles.category}>
            <input
              type="checkbox"
              id={functionalId}
              checked={functional}
              onChange={(event) => setFunctional(event.target.checked)}
              aria-describedby={`${functionalId}-hint`}
            />
            <label htmlFor={functionalId} className={styles.categoryLabel}>
              <FormattedMessage id="cookies.category.functional" />
            </label>
            <p id={`${functionalId}-hint`} className={styles.hint}>
              <FormattedMessage id="cookies.category.functional.hint" />
            </p>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" className={styles.action}>
            <FormattedMessage id="cookies.save" />
          </Button>
          <Button type="button" className={styles.action} variant="secondary" onClick={onCancel}>
            <FormattedMessage id="cookies.cancel" />
          </Button>
        </div>
      </form>
    </section>
  );
}
