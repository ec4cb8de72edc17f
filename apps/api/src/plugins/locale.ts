import { DEFAULT_LOCALE, preferredLocale, type Locale } from '@sam/i18n-routes';
import { sharedPlugin } from './define-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages for this request: locale cookie, then Accept-Language, then fr (§9). */
    locale: Locale;
  }
}

export const localePlugin = sharedPlugin('locale', async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    const acceptLanguage = request.headers['accept-language'];
    request.locale = preferredLocale(request.headers.cookie, Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
  });
});
