import { z } from 'zod';

/** Catalogue keys (@sam/i18n-routes validation catalogue) of the usual field problems. */
export const REQUIRED = 'validation.required';
export const INVALID = 'validation.invalid';
export const TOO_LONG = 'validation.too_long';

const missing = (input: unknown) => input === undefined || input === null || input === '';
/** Missing value → 'validation.required'; anything else that fails → the given key. */
export const requiredOr = (message: string) => (issue: { input?: unknown }) => (missing(issue.input) ? REQUIRED : message);

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL in text). */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
const LINE_BREAK = /[\r\n]/;
const isPlain = (text: string, singleLine: boolean) => !CONTROL_CHARACTERS.test(text) && !(singleLine && LINE_BREAK.test(text));

/** Required plain text, trimmed, at most `max` characters, without control characters (`singleLine`: no line breaks either). */
export const requiredPlainText = (max: number, { singleLine = false } = {}) =>
  z
    .string({ error: requiredOr(INVALID) })
    .trim()
    .min(1, { message: REQUIRED })
    .max(max, { message: TOO_LONG })
    .refine((text) => isPlain(text, singleLine), { message: INVALID });

/** Optional plain text, trimmed; missing or blank is null. */
export const optionalPlainText = (max: number) =>
  z
    .string({ error: INVALID })
    .nullish()
    .transform((text) => text?.trim() || null)
    .refine((text) => text === null || text.length <= max, { message: TOO_LONG })
    .refine((text) => text === null || isPlain(text, false), { message: INVALID });
