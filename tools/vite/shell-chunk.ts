import type { Plugin } from 'vite';

/** The chunk every page's first load takes the shell's code from. */
export const SHELL_CHUNK = 'shell';

/**
 * Every module the given entries import statically, directly or through others, the entries
 * themselves left out (an entry keeps its own chunk). `importsOf` answers a module's static imports.
 */
export function staticGraph(entries: readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>(entries);
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    for (const imported of importsOf(id)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  for (const entry of entries) seen.delete(entry);
  return seen;
}

/**
 * One chunk for what every page loads before it can hydrate (decision 0033): the modules the
 * browser entry and the root route import statically. Left to the bundler, they were split by
 * which routes share them into some twenty chunks of 0.1-3 KB (and as many stylesheets), each a
 * request with its own headers and its own gzip dictionary. Nothing a page loads later moves:
 * the route modules, the catalogues and the lazily loaded parts keep their chunks, and a module
 * only they use stays out of this one. Client build only; the server build is one bundle anyway.
 * `isEntry` picks the two entries among the graph's modules by id.
 */
export function shellChunk(isEntry: (id: string) => boolean): Plugin {
  let entries: string[] = [];
  let importsOf: (id: string) => readonly string[] = () => [];
  const candidates = new Set<string>();
  let shell: Set<string> | undefined;
  return {
    name: 'sam-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // The bundler asks about every module it kept after tree-shaking before it asks for
                    // any name: the walk then follows only modules that are really in the output.
                    test: (id: string) => (candidates.add(id), true),
                    name: (id: string) => {
                      shell ??= staticGraph(entries, (from) => importsOf(from).filter((to) => candidates.has(to)));
                      return shell.has(id) ? SHELL_CHUNK : null;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildStart() {
      candidates.clear();
      shell = undefined;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      entries = ids.filter(isEntry);
      if (entries.length !== 2) {
        throw new Error(`sam-shell-chunk: expected the browser entry and the root route, found ${entries.length} (${entries.join(', ')})`);
      }
      importsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
    },
  };
}
