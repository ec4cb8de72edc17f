/**
 * The hostile values the bad-input suite sends (issue 14, item 8). Each list is small and named,
 * so a failing case reads as "<endpoint> <field>: <payload name>".
 */

export interface Payload {
  name: string;
  value: unknown;
}

/** Past an integer column's range (PostgreSQL `integer`): as an id it names no row, and must never reach the database. */
export const BEYOND_INTEGER_COLUMN: Payload[] = [
  { name: 'beyond 32 bits', value: 4_294_967_296 },
  { name: 'beyond 32 bits as text', value: '4294967296' },
];

/** Nested arrays `depth` deep, built as text: JSON.stringify would recurse as deep itself. */
export const deepArrayJson = (depth: number, leaf = '1'): string => '['.repeat(depth) + leaf + ']'.repeat(depth);

/** Nested objects `depth` deep (`{"a":{"a":…}}`), as text. */
export const deepObjectJson = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Parsed the way the API parses it (V8's JSON.parse copes with this depth; recursive code after it may not). */
export const deepArray = (depth: number): unknown => JSON.parse(deepArrayJson(depth));

export const DEEP = 5_000;
export const HUGE_CHARS = 100_000;
/** Over Fastify's 1 MiB body limit once in a JSON body. */
export const ONE_MB = 1_048_576;

/** Text the hygiene layer refuses in every field (NUL, lone surrogates, bidi overrides, C1 controls). */
export const UNSAFE_TEXT: Payload[] = [
  { name: 'NUL', value: 'Marie\u0000Dupont' },
  { name: 'lone high surrogate', value: 'abc\ud800' },
  { name: 'lone low surrogate', value: '\udc00abc' },
  { name: 'bidi override U+202E', value: 'facture\u202Efdp.exe' },
  { name: 'bidi isolate U+2066', value: '\u2066admin\u2069' },
  { name: 'escape sequence', value: 'rouge\u001b[31m' },
];

/** Text that is legal but hostile: it must be stored as text or refused, never run or break a query. */
export const HOSTILE_TEXT: Payload[] = [
  { name: 'SQL injection', value: "x' OR '1'='1'; DROP TABLE users; --" },
  { name: 'SQL comment and union', value: '1 UNION SELECT password FROM users /*' },
  { name: 'script tag', value: '<script>alert(document.cookie)</script>' },
  { name: 'HTML event handler', value: '"><img src=x onerror=alert(1)>' },
  { name: 'javascript URL', value: 'javascript:alert(1)' },
  { name: 'zero-width and emoji', value: 'a\u200b\u200d\ufeff👩‍👩‍👧‍👦🏳️‍🌈' },
  { name: 'combining marks', value: 'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e\u0349\u035a' },
  { name: 'template and format strings', value: '${process.exit(1)} {{7*7}} %s%s%n' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
];

/** Numbers (and number-like text) that no count, id, page or price should take. */
export const BAD_NUMBERS: Payload[] = [
  { name: 'negative', value: -1 },
  { name: 'huge', value: 1e308 },
  { name: 'huge negative', value: -1e308 },
  { name: 'beyond safe integer', value: Number.MAX_SAFE_INTEGER + 2 },
  { name: 'fraction', value: 0.5 },
  { name: 'NaN as text', value: 'NaN' },
  { name: 'Infinity as text', value: 'Infinity' },
  { name: 'exponent as text', value: '1e999' },
];

/** Dates that do not exist or cannot be read. */
export const IMPOSSIBLE_DATES: Payload[] = [
  { name: 'February 30th', value: '2026-02-30' },
  { name: 'February 30th with a time', value: '2026-02-30T10:00' },
  { name: 'offset +99:99', value: '2026-06-01T10:00:00+99:99' },
  { name: 'hour 25', value: '2026-06-01T25:61' },
  { name: 'year 0', value: '0000-00-00' },
  { name: 'year 275760+', value: '+275761-01-01T00:00:00Z' },
];

/** A value of another JSON type than the one a field has. */
export function wrongTypes(types: readonly string[]): Payload[] {
  const candidates: Payload[] = [
    { name: 'number instead', value: 12_345 },
    { name: 'boolean instead', value: true },
    { name: 'object instead', value: { $gt: '' } },
    { name: 'array instead', value: ['a', 'b'] },
    { name: 'string instead', value: 'pas un nombre' },
  ];
  const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value);
  const accepted = new Set(types.flatMap((type) => (type === 'integer' ? ['number'] : [type])));
  return candidates.filter(({ value }) => !accepted.has(typeOf(value)));
}
