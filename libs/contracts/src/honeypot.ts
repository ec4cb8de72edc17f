/**
 * Honeypot: a field hidden from people; robots that fill it get the usual answer while nothing
 * is stored or sent. A module of its own, without zod, because every page's shell names it.
 */
export const HONEYPOT_FIELD = 'homepage_url';
