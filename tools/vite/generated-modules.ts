import { runnerImport } from 'vite';

/**
 * A `load` hook that gives each of `files` the module `generate` writes from the file's real
 * exports (imported once through Vite's module runner, then kept), and leaves every other id to
 * the next plugin. For plugins applied to the client build only: the server build, the dev server
 * and the tests keep the real modules.
 */
export function generatedFrom(files: Iterable<string>, generate: (exports: Record<string, unknown>, file: string) => string) {
  const wanted = new Set(files);
  const modules = new Map<string, string>();
  return async function load(id: string) {
    const file = id.split('?')[0];
    if (!wanted.has(file)) return null;
    let code = modules.get(file);
    if (code === undefined) {
      const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'silent' });
      code = generate(module, file);
      modules.set(file, code);
    }
    return { code, moduleType: 'js' };
  };
}
