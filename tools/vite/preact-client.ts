import type { Plugin } from 'vite';

/** React's entry points the portal's browser code (and its libraries) import, and Preact's compat equivalents. */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser build runs on Preact's React-compatible layer (decision 0033): about 10 KB gzip
 * where react and react-dom are about 67. The server renders with React as before, and the dev
 * server keeps React too (its dependency pre-bundling would need the same redirection).
 * `import.meta.env.PREACT` tells the browser entry, which hydrates the document Preact's way.
 */
export function preactClient(): Plugin {
  return {
    name: 'sam-preact-client',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configEnvironment: (name) => (name === 'client' ? { define: { 'import.meta.env.PREACT': 'true' } } : undefined),
    async resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
