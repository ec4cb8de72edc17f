import { z } from 'zod';

/** What the suite needs to know about one top-level field of a request body, read from its contract. */
export interface BodyField {
  name: string;
  required: boolean;
  /** JSON types the contract accepts ('unknown' when it says nothing). */
  types: string[];
  maxLength?: number;
  dateLike: boolean;
  /** A plausible value, so a mutation of another field is judged on its own. */
  sample: unknown;
}

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const options = (schema: JsonSchema): JsonSchema[] => [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];

function typesOf(schema: JsonSchema): string[] {
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const nested = options(schema).flatMap(typesOf);
  const all = [...new Set([...own, ...nested])];
  return all.length > 0 ? all : ['unknown'];
}

function firstWith(schema: JsonSchema, test: (s: JsonSchema) => boolean): JsonSchema | undefined {
  if (test(schema)) return schema;
  for (const option of options(schema)) {
    const found = firstWith(option, test);
    if (found) return found;
  }
  return undefined;
}

const DATE_NAME = /(^|_)(date|at|from|to|starts?|ends?|expires?)($|_)|published/;

function sampleOf(name: string, schema: JsonSchema): unknown {
  const listed = firstWith(schema, (s) => s.enum !== undefined || s.const !== undefined);
  if (listed) return listed.enum ? listed.enum.find((value) => value !== null) ?? listed.enum[0] : listed.const;
  const types = typesOf(schema);
  const string = firstWith(schema, (s) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')));
  if (types.includes('string') && string) {
    if (string.format === 'email' || /email/.test(name)) return 'bad.input@example.be';
    if (string.format === 'date' ) return '2026-06-01';
    if (string.format === 'date-time') return '2026-06-01T10:00:00Z';
    if (string.format === 'uri' || /url|website|link/.test(name)) return 'https://example.be/';
    return 'Texte ordinaire'.padEnd(string.minLength ?? 0, '.').slice(0, string.maxLength ?? 1000);
  }
  if (types.includes('integer') || types.includes('number')) return Math.max(1, firstWith(schema, (s) => s.minimum !== undefined)?.minimum ?? 1);
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  return null;
}

/**
 * The fields of a body contract, from its JSON Schema (the one the reference publishes). A union of
 * bodies (an endpoint that creates or searches) gives the fields of its largest member.
 */
export function bodyFields(body: z.ZodType): BodyField[] {
  const root = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const objects = [root, ...options(root)].filter((schema) => schema.properties);
  const largest = objects.sort((a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length)[0];
  if (!largest?.properties) return [];
  const required = new Set(largest.required ?? []);
  return Object.entries(largest.properties).map(([name, schema]) => {
    const types = typesOf(schema);
    const string = firstWith(schema, (s) => s.maxLength !== undefined || s.format !== undefined);
    return {
      name,
      required: required.has(name),
      types,
      maxLength: string?.maxLength,
      dateLike: types.includes('string') && (string?.format === 'date' || string?.format === 'date-time' || DATE_NAME.test(name)),
      sample: sampleOf(name, schema),
    };
  });
}
