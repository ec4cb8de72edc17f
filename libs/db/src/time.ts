/** All timestamps are ISO-8601 UTC text (docs/decisions/0003-portable-sql.md). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** Flags are stored as 0/1 integers on both dialects. */
export const flag = (value: boolean): number => (value ? 1 : 0);
export const isSet = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
