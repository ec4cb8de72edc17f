import { z } from 'zod';
import { searchParamsSchema, type SearchParams } from '@sam/contracts';
import { SearchRequestError } from './errors';
import { ensureShallow } from './limits';

/** Keys of a multi-query entry that say where and what to search, not how. */
const ENVELOPE_KEYS = new Set(['indexName', 'params', 'type', 'facet']);

/** A value of a urlencoded `params` string: JSON arrays and objects are decoded, the rest stays text. */
function decodeValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      throw new SearchRequestError(`params: '${text.slice(0, 80)}' is not valid JSON`);
    }
  }
  return text;
}

/** Fields written back as a urlencoded string (the response's `params`, like Algolia's). */
export function encodeParams(fields: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out.toString();
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `Unsupported parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  const path = issue.path.map(String).join('.');
  return `Invalid value for '${path}': ${issue.message}`;
}

export interface DecodedRequest {
  params: SearchParams;
  /** The parameters as a urlencoded string. */
  paramsString: string;
}

/**
 * Search parameters of one request body or multi-query entry: `params` (a urlencoded string, as
 * algoliasearch v4 and InstantSearch send it, or an object) merged with the fields sent alongside
 * (algoliasearch v5), validated by the contract's schema. Anything unknown or malformed is a 400.
 */
export function decodeSearchRequest(body: Record<string, unknown>): DecodedRequest {
  const merged: Record<string, unknown> = {};
  let paramsString: string | undefined;
  const { params } = body;
  if (typeof params === 'string') {
    paramsString = params;
    for (const [key, value] of new URLSearchParams(params)) merged[key] = decodeValue(value);
  } else if (params !== undefined && params !== null) {
    if (typeof params !== 'object' || Array.isArray(params)) throw new SearchRequestError("Invalid value for 'params': expected a urlencoded string or an object");
    Object.assign(merged, params);
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!ENVELOPE_KEYS.has(key)) fields[key] = value;
  Object.assign(merged, fields);
  for (const key of ['__proto__', 'constructor', 'prototype']) delete merged[key];
  ensureShallow(merged, 'params');

  const parsed = searchParamsSchema.safeParse(merged);
  if (!parsed.success) throw new SearchRequestError(parsed.error.issues.map(describe).join('; '));
  return { params: parsed.data, paramsString: paramsString === undefined || Object.keys(fields).length > 0 ? encodeParams(merged) : paramsString };
}
