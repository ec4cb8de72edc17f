/**
 * Characters no text field may hold (issue 14): C0 and C1 control characters except tab, line feed
 * and carriage return (NUL also breaks PostgreSQL text), lone UTF-16 surrogates (not text at all)
 * and the bidirectional overrides and isolates that can make a name read differently from what
 * it is (the "Trojan Source" trick).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeCharacters = (text: string): boolean => UNSAFE.test(text);

/**
 * The dotted paths of the strings (and object keys) in a request value that hold unsafe
 * characters, at most `limit` of them. Iterative: a hostile value cannot overflow the stack.
 */
export function unsafeTextPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0 && found.length < limit) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) found.push(path || '_root');
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnsafeCharacters(key)) found.push(childPath);
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}
