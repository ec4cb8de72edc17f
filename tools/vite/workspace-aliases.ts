import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite aliases for the @sam/* libs, read from tsconfig.base.json so there is one list. */
export function workspaceAliases(workspaceRoot: string): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [alias, join(workspaceRoot, target)]),
  );
}
