import { LOCALE_COOKIE, localeFromAcceptLanguage, preferredLocale, readLocaleCookie, serializeLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('lasts 365 days', () => {
    expect(serializeLocaleCookie('nl')).toContain(`${LOCALE_COOKIE}=nl`);
    expect(serializeLocaleCookie('nl')).toContain(`Max-Age=${365 * 86400}`);
    expect(serializeLocaleCookie('fr', '.example.be')).toContain('Domain=.example.be');
    expect(serializeLocaleCookie('fr', undefined, true)).toMatch(/; Secure$/);
    expect(serializeLocaleCookie('fr')).not.toContain('Secure');
  });
  it('reads only supported locales', () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE}=nl; b=2`)).toBe('nl');
    expect(readLocaleCookie(`${LOCALE_COOKIE}=de`)).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });
  it('prefers the cookie, then Accept-Language, then fr', () => {
    expect(localeFromAcceptLanguage('de-DE,nl-BE;q=0.8')).toBe('nl');
    expect(preferredLocale(`${LOCALE_COOKIE}=fr`, 'nl-BE')).toBe('fr');
    expect(preferredLocale('', 'nl-BE')).toBe('nl');
    expect(preferredLocale(null, 'en')).toBe('fr');
  });
});
