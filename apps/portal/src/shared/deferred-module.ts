/** A module loaded on demand, kept once loaded, and readable synchronously from then on. */
export interface DeferredModule<M> {
  /** Loads the module (once) and keeps it. */
  load: () => Promise<M>;
  /** The module once loaded, else null. */
  readonly current: M | null;
}

export function deferredModule<M>(importModule: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= importModule().then(
        (module) => (loaded = module),
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
