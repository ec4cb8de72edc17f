import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { REPO_ROOT } from '../servers';
import { compiledCatalogueModule } from './precompiled-messages';

/** Runs a generated module as a browser would import it. */
const evaluate = async (code: string): Promise<Record<string, unknown>> => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('compiledCatalogueModule', () => {
  it('exports the messages parsed, which format as their texts do', async () => {
    const texts = {
      plain: 'Rechercher',
      count: '{count, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}}',
      rich: 'Lisez <link>la politique</link> de {site}',
    };
    const module = await evaluate(compiledCatalogueModule({ messages: texts }, 'fr.ts'));
    assert.deepEqual(Object.keys(module), ['messages']);
    const compiled = module.messages as Record<string, unknown>;
    assert.deepEqual(compiled.count, parse(texts.count));
    const fromTexts = createIntl({ locale: 'fr-BE', messages: texts });
    const fromCompiled = createIntl({ locale: 'fr-BE', messages: compiled as never });
    const values = { count: 1200, site: 'SAM', link: (chunks: string[]) => `[${chunks.join('')}]` };
    for (const id of Object.keys(texts)) assert.deepEqual(fromCompiled.formatMessage({ id }, values), fromTexts.formatMessage({ id }, values));
    assert.match(fromCompiled.formatMessage({ id: 'count' }, values), /^1\s200 résultats$/u);
  });

  it('fails the build on a message that does not parse, naming it', () => {
    assert.throws(() => compiledCatalogueModule({ messages: { broken: 'Il reste {count, plural, one {#}' } }, 'portal/fr.ts'), /portal\/fr\.ts: message broken does not parse/);
    assert.throws(() => compiledCatalogueModule({ areas: {} }, 'portal/fr.ts'), /exports its texts as `messages`/);
  });

  it('parses every message of the portal’s real catalogues', async () => {
    for (const locale of ['fr', 'nl']) {
      const file = path.join(REPO_ROOT, `libs/i18n-routes/src/messages/portal/${locale}.ts`);
      const real = (await import(file)) as { messages: Record<string, string> };
      const module = await evaluate(compiledCatalogueModule(real, file));
      assert.deepEqual(Object.keys(module.messages as object), Object.keys(real.messages));
    }
  });
});
