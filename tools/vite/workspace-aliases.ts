import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vite aliases for the @sam/* libs, read from tsconfig.base.json so there is one list.
 * Longer names come first so that a lib's own entries ('@sam/ui/theme.css') win over the lib.
 */
export function workspaceAliases(workspaceRoot: string): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths)
      .sort(([a], [b]) => b.length - a.length)
      .map(([alias, [target]]) => [alias, join(workspaceRoot, target)]),
  );
}
