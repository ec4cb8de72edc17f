import { wholePageLanguage } from './page-messages';

/** A module loaded on demand, kept once loaded, and readable synchronously from then on. */
export interface DeferredModule<M> {
  /** Loads the module (once) and keeps it. */
  load: () => Promise<M>;
  /** The module once loaded, else null. */
  readonly current: M | null;
}

/**
 * A deferred part renders texts the server did not (a form's errors, the live search's states): it
 * comes with the page's whole language, not only the messages the page carries (page-messages.tsx).
 */
export function deferredModule<M>(importModule: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= Promise.all([importModule(), wholePageLanguage()]).then(
        ([module]) => (loaded = module),
        (error: unknown) => {
          pending = null; // a later use tries again
          throw error;
        },
      )),
    get current() {
      return loaded;
    },
  };
}

/**
 * Runs `swap` (the state update that puts a loaded module's part in place) in a task of its own.
 * A listener that asks again for a module already loaded gets its answer in the microtask
 * checkpoint after that listener, while the browser is still dispatching the event: React then
 * renders the update at once, for that event, and the element under the event is replaced before
 * the event's default action reaches it. An Enter on a link was lost that way (its click went to
 * the detached link). A timer never runs inside an event's dispatch.
 */
export function afterCurrentEvent(swap: () => void): void {
  setTimeout(swap, 0);
}
