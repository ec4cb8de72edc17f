import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { generatedFrom } from './generated-modules';

const PARSER = '@formatjs/icu-messageformat-parser';
/** The parser's own build without the parser: the types and helpers react-intl reads, `parse` throwing. */
const NO_PARSER = join(dirname(createRequire(import.meta.url).resolve(`${PARSER}/package.json`)), 'lib/no-parser.js');

/**
 * A catalogue's module as browsers get it: `export const messages`, each message parsed into the
 * ICU syntax tree react-intl formats from (the parser's defaults, which are react-intl's). A
 * message that does not parse fails the build, not a visitor's page.
 */
export function compiledCatalogueModule(exports: Record<string, unknown>, file: string): string {
  const messages = exports['messages'];
  if (typeof messages !== 'object' || messages === null) throw new Error(`${file}: a catalogue exports its texts as \`messages\``);
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${file}: message ${id} is not a text`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${file}: message ${id} does not parse: ${(error as Error).message}`);
    }
  }
  return `export const messages = ${JSON.stringify(compiled)};\n`;
}

/**
 * Messages parsed at build time (decision 0033): in the client build each catalogue file is
 * loaded as its messages already parsed, and react-intl's parser is replaced by its no-parser
 * build, which every page's first load then goes without (about 13 KB gzip against about 1.5 KB
 * more of catalogue). The portal formats only ids of its catalogues (no `defaultMessage`), so
 * no text reaches the formatter unparsed. The server build, the dev server and the tests use the
 * text catalogues, so a page renders the same on both sides.
 */
export function precompiledMessages(catalogueFiles: readonly string[]): Plugin {
  return {
    name: 'sam-precompiled-messages',
    enforce: 'pre', // before Vite's own resolver, which would find the parser first
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source) {
      return source === PARSER ? NO_PARSER : null;
    },
    load: generatedFrom(catalogueFiles, compiledCatalogueModule),
  };
}
