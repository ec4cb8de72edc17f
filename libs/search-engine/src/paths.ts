/**
 * Attribute paths the Algolia way: 'sectors.titre.fr' reads `titre.fr` in every element of the
 * `sectors` array; 'provinces.province' reads every string of that array. Leaves are strings,
 * numbers or booleans; a path naming an object or an array collects every leaf under it.
 */
export function split(path: string): string[] {
  return path.split('.');
}

function collect(value: unknown, parts: readonly string[], depth: number, out: unknown[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, parts, depth, out);
    return;
  }
  if (depth === parts.length) {
    if (typeof value === 'object') {
      for (const inner of Object.values(value)) collect(inner, parts, depth, out);
    } else {
      out.push(value);
    }
    return;
  }
  if (typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, parts[depth])) {
    collect((value as Record<string, unknown>)[parts[depth]], parts, depth + 1, out);
  }
}

const isPlainValue = (value: unknown) => value === null || value === undefined || typeof value !== 'object';

/** Every leaf value under `parts` (pre-split path). */
export function leaves(record: unknown, parts: readonly string[]): unknown[] {
  // The common shapes ('title', 'address.street') without the general walk.
  if (record !== null && typeof record === 'object' && parts.length <= 2) {
    const top = (record as Record<string, unknown>)[parts[0]];
    if (parts.length === 1 && isPlainValue(top)) return top === null || top === undefined ? [] : [top];
    if (parts.length === 2 && top !== null && typeof top === 'object' && !Array.isArray(top)) {
      const inner = Object.prototype.hasOwnProperty.call(top, parts[1]) ? (top as Record<string, unknown>)[parts[1]] : undefined;
      if (isPlainValue(inner)) return inner === null || inner === undefined ? [] : [inner];
    }
  }
  const out: unknown[] = [];
  collect(record, parts, 0, out);
  return out;
}

/** Leaf values as facet values: strings as they are, numbers and booleans as text. */
export function facetValues(record: unknown, parts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const leaf of leaves(record, parts)) {
    if (typeof leaf === 'string') {
      if (leaf !== '') out.add(leaf);
    } else if (typeof leaf === 'number' || typeof leaf === 'boolean') {
      out.add(String(leaf));
    }
  }
  return [...out];
}

/** Text leaves (for searching and highlighting). */
export function textLeaves(record: unknown, parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const leaf of leaves(record, parts)) {
    if (typeof leaf === 'string') out.push(leaf);
    else if (typeof leaf === 'number') out.push(String(leaf));
  }
  return out;
}

/** The first finite number under the path, or NaN. */
export function numberAt(record: unknown, parts: readonly string[]): number {
  for (const leaf of leaves(record, parts)) if (typeof leaf === 'number' && Number.isFinite(leaf)) return leaf;
  return Number.NaN;
}

/**
 * A copy of `record` with only the listed top-level or nested attributes ('*' = everything),
 * without the unretrievable ones.
 */
export function project(record: Record<string, unknown>, attributes: readonly string[] | '*', unretrievable: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (attributes === '*') {
    for (const [key, value] of Object.entries(record)) if (!unretrievable.has(key)) out[key] = value;
    return out;
  }
  for (const path of attributes) {
    const parts = split(path);
    if (unretrievable.has(parts[0])) continue;
    copyPath(record, out, parts, 0);
  }
  return out;
}

function copyPath(from: unknown, to: Record<string, unknown>, parts: readonly string[], depth: number): void {
  if (from === null || typeof from !== 'object' || Array.isArray(from)) return;
  const key = parts[depth];
  if (!Object.prototype.hasOwnProperty.call(from, key)) return;
  const value = (from as Record<string, unknown>)[key];
  if (depth === parts.length - 1 || value === null || typeof value !== 'object') {
    to[key] = value;
    return;
  }
  if (Array.isArray(value)) {
    // 'sectors.titre': each element keeps only that part.
    const existing = Array.isArray(to[key]) ? (to[key] as Record<string, unknown>[]) : value.map(() => ({}));
    value.forEach((item, i) => {
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) copyPath(item, existing[i], parts, depth + 1);
    });
    to[key] = existing;
    return;
  }
  const target = (to[key] !== null && typeof to[key] === 'object' ? to[key] : {}) as Record<string, unknown>;
  copyPath(value, target, parts, depth + 1);
  to[key] = target;
}
