import { pathWith, type AnyEndpoint, type HttpMethod } from '@sam/contracts';
import { unsafeTextPaths } from '../unsafe-text';
import { bodyFields, type BodyField } from './body-fields';
import { BAD_NUMBERS, BEYOND_INTEGER_COLUMN, DEEP, deepArrayJson, deepObjectJson, HOSTILE_TEXT, HUGE_CHARS, IMPOSSIBLE_DATES, ONE_MB, UNSAFE_TEXT, wrongTypes } from './payloads';

/**
 * One generated request. `refused`: bad input, answered 4xx with a message; `harmless`: legal but
 * hostile input to a read-only search, answered anything but 5xx. Both must leave the data as it was.
 */
export interface BadInputCase {
  endpoint: AnyEndpoint;
  name: string;
  method: HttpMethod;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  anonymous?: boolean;
  expect: 'refused' | 'harmless';
}

export interface EndpointSetup {
  /** Path parameters naming something the signed-in user manages, so its guard lets validation run. */
  params: Record<string, string>;
  /** A body the endpoint accepts: each case changes one thing in it (a plausible one is made up otherwise). */
  validBody?: Record<string, unknown>;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const RAW = '"__bad_input_raw__"';

/** Read-only searches: legal hostile text there is answered normally, never refused. */
export const isSearch = (endpoint: AnyEndpoint): boolean => endpoint.path.startsWith('/1/') || endpoint.path.endsWith('/search');

/** Path segments no route should take: NUL, bidi, out-of-range and absurd ids, a traversal and an injection. */
const JUNK_SEGMENTS: [string, string][] = [
  ['NUL', 'a%00b'],
  ['negative id', '-1'],
  ['id beyond 32 bits', '4294967296'],
  ['id beyond 64 bits', '99999999999999999999'],
  ['bidi override', '%E2%80%AEabc'],
  ['300 characters', 'x'.repeat(300)],
  ['SQL injection', "1'%20OR%20'1'%3D'1"],
];

/** Would the contract (or the hygiene layer in front of it) refuse this parsed body? A throwing schema is a refusal too. */
function contractRefuses(endpoint: AnyEndpoint, body: unknown): boolean {
  if (unsafeTextPaths(body).length > 0) return true;
  try {
    return !endpoint.body!.safeParse(body ?? {}).success;
  } catch {
    return true;
  }
}

class CaseList {
  readonly cases: BadInputCase[] = [];
  private readonly taken = new Map<string, number>();

  constructor(
    private readonly endpoint: AnyEndpoint,
    private readonly url: string,
    private readonly fields: BodyField[],
  ) {}

  /** Whether this endpoint still has room for a costly kind of case (huge values are slow to build and send). */
  take(kind: string, max: number): boolean {
    const count = this.taken.get(kind) ?? 0;
    this.taken.set(kind, count + 1);
    return count < max;
  }

  add(name: string, payload: string | Buffer | undefined, expect: BadInputCase['expect'] = 'refused', extra: Partial<BadInputCase> = {}) {
    this.cases.push({ endpoint: this.endpoint, name, method: this.endpoint.method, url: this.url, payload, headers: payload === undefined ? {} : JSON_TYPE, expect, ...extra });
  }

  /**
   * A JSON body judged by the contract: refused when the contract refuses it; when it accepts it
   * (an unknown key stripped, SQL in a free text), a search answers it normally and a write gets
   * one required field removed, so the hostile value still goes through validation but nothing is written.
   */
  judged(name: string, body: Record<string, unknown>, mutated?: string, raw?: string) {
    const text = (value: Record<string, unknown>) => (raw === undefined ? JSON.stringify(value) : JSON.stringify(value).replace(RAW, raw));
    const parsed = (value: Record<string, unknown>) => (raw === undefined ? value : JSON.parse(text(value)));
    if (contractRefuses(this.endpoint, parsed(body))) return this.add(name, text(body));
    if (isSearch(this.endpoint)) return this.add(name, text(body), 'harmless');
    // Never the title: without one, POST /api/events is a search (decision 0006), not a refused create.
    const dropped = this.fields.filter((field) => field.required && field.name !== mutated && field.name !== 'title').at(-1);
    if (!dropped) return;
    const { [dropped.name]: _, ...rest } = body;
    if (contractRefuses(this.endpoint, parsed(rest))) this.add(`${name} (without ${dropped.name})`, text(rest));
  }
}

/** `count` items of a list, starting at the field's index: over an endpoint's fields, every item gets its turn. */
const inTurn = <T>(items: readonly T[], index: number, count: number): T[] =>
  index === 0 ? [...items] : Array.from({ length: Math.min(count, items.length) }, (_, i) => items[(index + i) % items.length]);

/** The cases of one field: its first field gets every payload of each kind, the others a few in turn (the run stays short). */
function fieldCases(list: CaseList, base: Record<string, unknown>, field: BodyField, index: number, search: boolean) {
  const put = (value: unknown) => ({ ...base, [field.name]: value });
  const label = (what: string) => `${field.name}: ${what}`;
  for (const { name, value } of inTurn(wrongTypes(field.types), index, 2)) list.judged(label(name), put(value), field.name);
  if (field.required) {
    const { [field.name]: _, ...rest } = base;
    list.judged(`missing ${field.name}`, rest, field.name);
  }
  if (field.types.includes('string') || field.types.includes('unknown')) {
    for (const { name, value } of inTurn(UNSAFE_TEXT, index, 1)) list.add(label(name), JSON.stringify(put(value)));
    for (const { name, value } of inTurn(HOSTILE_TEXT, index, 1)) list.judged(label(name), put(value), field.name);
    // The first text fields: the contract's maximum (or the handler's) must refuse a huge string.
    if (list.take('huge string', 3)) list.judged(label(`${HUGE_CHARS} characters`), put('é'.repeat(HUGE_CHARS)), field.name);
  }
  if (field.types.includes('number') || field.types.includes('integer')) {
    for (const { name, value } of inTurn(BAD_NUMBERS, index, 3)) list.judged(label(name), put(value), field.name);
    // Sent to a write as they are: the contract or the handler must refuse them, and no lookup may overflow the column.
    for (const { name, value } of BEYOND_INTEGER_COLUMN) {
      if (search) list.judged(label(name), put(value), field.name);
      else list.add(label(name), JSON.stringify(put(value)));
    }
  }
  if (field.dateLike) {
    for (const { name, value } of IMPOSSIBLE_DATES) list.add(label(`impossible date, ${name}`), JSON.stringify(put(value)));
  }
  if (field.types.includes('array') || field.types.includes('unknown')) {
    if (list.take('huge array', 2)) list.judged(label('50,000 items'), put(Array.from({ length: 50_000 }, (_, i) => i)), field.name);
  }
  // Nesting 5,000 deep: refused by any typed field, and by the search engine's depth limit.
  if (search) list.add(label(`arrays nested ${DEEP} deep`), JSON.stringify(put(JSON.parse(RAW))).replace(RAW, deepArrayJson(DEEP)));
  else if (index < 2) list.judged(label(`arrays nested ${DEEP} deep`), put(JSON.parse(RAW)), field.name, deepArrayJson(DEEP));
}

/** Requests no body parser or contract accepts, whatever the endpoint. */
function transportCases(list: CaseList, endpoint: AnyEndpoint, sample: Record<string, unknown>) {
  list.add('malformed JSON', '{"title": "x",');
  list.add('JSON followed by garbage', '{} {}');
  // The API's JSON parser refuses these keys; the Algolia routes parse as Algolia does (an own key, ignored).
  const algolia = endpoint.path.startsWith('/1/') ? 'harmless' : 'refused';
  list.add('__proto__ key (prototype pollution)', '{"__proto__": {"is_admin": true}}', algolia);
  list.add('constructor.prototype key', '{"constructor": {"prototype": {"is_admin": true}}}', algolia);
  list.add('1 MB string (over the body limit)', JSON.stringify({ ...sample, text: 'x'.repeat(ONE_MB) }));
  list.add('XML content type', '<user><admin>1</admin></user>', 'refused', { headers: { 'content-type': 'application/xml' } });
  if (!endpoint.path.startsWith('/1/')) {
    list.add('JSON in UTF-16', Buffer.from(JSON.stringify(sample), 'utf16le'), 'refused', { headers: { 'content-type': 'application/json; charset=utf-16' } });
  }
  if (!endpoint.body) return;
  list.add('a NUL in a key', JSON.stringify({ ...sample, 'ti\u0000tle': 'x' }));
  list.judged('empty object', {});
  list.judged('extra unknown fields', { ...sample, is_admin: true, role: 'admin', id: 1, user_id: 1, email_verified_at: '2020-01-01' });
  for (const [name, text] of [
    ['JSON array', '[1, 2, 3]'],
    ['JSON string', '"texte"'],
    ['JSON number', '-1e999'],
    [`arrays nested ${DEEP} deep`, deepArrayJson(DEEP)],
    [`objects nested ${DEEP} deep`, deepObjectJson(DEEP)],
  ]) {
    if (contractRefuses(endpoint, JSON.parse(text))) list.add(`body is ${name}`, text);
    else if (isSearch(endpoint)) list.add(`body is ${name}`, text, 'harmless');
  }
  // A JSON body sent as text/plain reaches the contract as a string (the Algolia routes read it as JSON, as Algolia does).
  list.add('JSON sent as text/plain', JSON.stringify(sample), endpoint.path.startsWith('/1/') ? 'harmless' : 'refused', { headers: { 'content-type': 'text/plain' } });
}

/** The generated cases of one JSON endpoint (uploads have their own, in uploads.ts). */
export function jsonCases(endpoint: AnyEndpoint, setup: EndpointSetup): BadInputCase[] {
  const fields = endpoint.body ? bodyFields(endpoint.body) : [];
  const sample = setup.validBody ?? Object.fromEntries(fields.map((field) => [field.name, field.sample]));
  const list = new CaseList(endpoint, pathWith(endpoint.path, setup.params), fields);
  transportCases(list, endpoint, sample);
  fields.forEach((field, index) => fieldCases(list, sample, field, index, isSearch(endpoint)));
  return [...list.cases, ...paramCases(endpoint, setup, sample), ...overrideCases(endpoint, setup)];
}

/** Junk in each path parameter: a missing page (404) or a 422, never a write. */
export function paramCases(endpoint: AnyEndpoint, setup: EndpointSetup, sample?: Record<string, unknown>): BadInputCase[] {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return names.flatMap((param) =>
    JUNK_SEGMENTS.map(([name, segment]) => ({
      endpoint,
      name: `path ${param}: ${name}`,
      method: endpoint.method,
      url: pathWith(endpoint.path.replace(`{${param}}`, '__junk__'), setup.params).replace('__junk__', segment),
      payload: endpoint.body ? JSON.stringify(sample ?? {}) : undefined,
      headers: endpoint.body ? JSON_TYPE : {},
      expect: 'refused' as const,
    })),
  );
}

/** §7 `_method` twins of PUT/PATCH/DELETE: an unknown method is 405, a bad body is refused as by the real method. */
function overrideCases(endpoint: AnyEndpoint, setup: EndpointSetup): BadInputCase[] {
  if (endpoint.method === 'POST' || endpoint.method === 'GET') return [];
  const url = pathWith(endpoint.path, setup.params);
  const post = (name: string, payload: string): BadInputCase => ({ endpoint, name: `POST _method: ${name}`, method: 'POST', url, payload, headers: JSON_TYPE, expect: 'refused' });
  const cases = [post('TRACE', '{"_method": "TRACE"}'), post('an array of methods', JSON.stringify({ _method: [endpoint.method, 'DELETE'] }))];
  if (endpoint.body && contractRefuses(endpoint, {})) cases.push(post(`${endpoint.method} with an empty body`, JSON.stringify({ _method: endpoint.method })));
  return cases;
}
