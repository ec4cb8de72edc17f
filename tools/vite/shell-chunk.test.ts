import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staticGraph } from './shell-chunk';

const graph: Record<string, string[]> = {
  entry: ['react-dom', 'shared'],
  root: ['shell', 'shared'],
  shell: ['toast', 'shared'],
  toast: ['shell'], // a cycle
  'react-dom': ['react'],
  react: [],
  shared: [],
  lazy: ['form'], // only a dynamic import reaches it
  form: ['zod'],
};
const importsOf = (id: string) => graph[id] ?? [];

test('the modules two entries import statically, through others and cycles, without the entries', () => {
  assert.deepEqual([...staticGraph(['entry', 'root'], importsOf)].sort(), ['react', 'react-dom', 'shared', 'shell', 'toast']);
});

test('a module only reached some other way stays out', () => {
  const shell = staticGraph(['entry', 'root'], importsOf);
  for (const id of ['lazy', 'form', 'zod']) assert.equal(shell.has(id), false);
});
