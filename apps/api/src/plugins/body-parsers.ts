import { sharedPlugin } from './define-plugin';

/**
 * JSON stays Fastify's hardened parser (prototype-poisoning checks), but an empty JSON body is
 * accepted as "no payload": clients post /logout and csrf-protected actions without one (§7).
 * Form posts (application/x-www-form-urlencoded) are parsed too, for `_method` overrides.
 */
export const bodyParsersPlugin = sharedPlugin('body-parsers', async (app) => {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    strictJson(request, text, done);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue; // prototype pollution
      const previous = fields[key];
      fields[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    done(null, fields);
  });
});
