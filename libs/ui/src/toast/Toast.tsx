import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './Toast.module.css';
import { pendingToastsCookie, type PendingStorage } from './pending-toasts-cookie';

export type ToastType = 'success' | 'info' | 'danger' | 'warning' | 'denied';

export interface ToastOptions {
  type: ToastType;
  /** Already translated. */
  title?: string;
  /** Already translated. */
  message: string;
  /** Defaults to TOAST_TIMEOUT_MS[type]; 0 or less keeps the toast until it is closed. */
  timeoutMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** Spec §8/§9: danger 20 s, warning and denied 10 s, the others 5 s. */
export const TOAST_TIMEOUT_MS: Readonly<Record<ToastType, number>> = { success: 5_000, info: 5_000, danger: 20_000, warning: 10_000, denied: 10_000 };

/** Key of the queue of toasts waiting for the next page load (spec §4 logout, step 5). */
export const PENDING_TOASTS_KEY = 'sam.pendingToasts';

const TOAST_TYPES: readonly ToastType[] = ['success', 'info', 'danger', 'warning', 'denied'];
/** Errors and refusals interrupt (role="alert"); confirmations wait their turn (role="status"). */
const ASSERTIVE: ReadonlySet<ToastType> = new Set(['danger', 'warning', 'denied']);

function defaultStorage(): PendingStorage | null {
  return pendingToastsCookie();
}

function isToastOptions(value: unknown): value is ToastOptions {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    TOAST_TYPES.includes(t['type'] as ToastType) &&
    typeof t['message'] === 'string' &&
    (t['title'] === undefined || typeof t['title'] === 'string') &&
    (t['timeoutMs'] === undefined || typeof t['timeoutMs'] === 'number')
  );
}

/** Reads and clears the queued toasts; anything unreadable is dropped. */
export function takePendingToasts(storage: PendingStorage | null = defaultStorage()): ToastOptions[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(PENDING_TOASTS_KEY);
    if (raw === null) return [];
    storage.removeItem(PENDING_TOASTS_KEY);
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isToastOptions) : [];
  } catch {
    return [];
  }
}

/** For flows that end in a full page load (logout, account deletion): the next ToastProvider to mount shows it. */
export function queueToastForNextPage(toast: ToastOptions, storage: PendingStorage | null = defaultStorage()): void {
  if (!storage) return;
  try {
    const raw = storage.getItem(PENDING_TOASTS_KEY);
    let queued: unknown[] = [];
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      if (Array.isArray(parsed)) queued = parsed;
    } catch {
      // garbage in storage: start afresh
    }
    storage.setItem(PENDING_TOASTS_KEY, JSON.stringify([...queued, toast]));
  } catch (error) {
    console.error('Could not queue the toast for the next page', error);
  }
}

interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

/** The toasts when a ToastProvider is above, else null: for components that also render on their own (stories, tests). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Where queued toasts are read from; a cookie shared by both apps by default. */
  storage?: PendingStorage | null;
}

/** Holds the toasts and renders them in two live regions that exist before any toast arrives, so each one is announced. */
export function ToastProvider({ children, storage }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  // Toasts queued before a full page load. Deferred a tick so a StrictMode double mount reads them once.
  useEffect(() => {
    const timer = setTimeout(() => takePendingToasts(storage === undefined ? defaultStorage() : storage).forEach(show), 0);
    return () => clearTimeout(timer);
  }, [show, storage]);

  const polite = toasts.filter((t) => !ASSERTIVE.has(t.type));
  const assertive = toasts.filter((t) => ASSERTIVE.has(t.type));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.viewport}>
        <div role="alert" className={styles.stack}>
          {assertive.map((t) => (
            <Toast key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" className={styles.stack}>
          {polite.map((t) => (
            <Toast key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: string) => void }) {
  const intl = useIntl();
  const { id, type, title, message } = toast;
  const timeoutMs = toast.timeoutMs ?? TOAST_TIMEOUT_MS[type];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(timeoutMs);

  // The countdown runs only while the toast is neither hovered nor focused, and resumes where it stopped.
  useEffect(() => {
    if (timeoutMs <= 0 || hovered || focused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [id, timeoutMs, hovered, focused, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className={`${styles.toast} ${styles[type]}`}
      data-type={type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        <span className="sam-visually-hidden">
          <FormattedMessage id={`toast.type.${type}`} />
          {': '}
        </span>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        <span className={styles.message}>{message}</span>
      </div>
      <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
