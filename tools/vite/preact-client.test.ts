import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { PREACT_FOR_REACT } from './preact-client';

const require = createRequire(import.meta.url);

test('every React entry point the browser build redirects has its Preact counterpart installed', () => {
  for (const [react, preact] of Object.entries(PREACT_FOR_REACT)) {
    assert.doesNotThrow(() => require.resolve(preact), `${react} -> ${preact}`);
  }
});

test('what the portal and its libraries import from React is covered', () => {
  for (const entry of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) assert.ok(entry in PREACT_FOR_REACT, entry);
});

test('the compat layer exports what React Router, react-redux and react-instantsearch call', async () => {
  const compat = (await import('preact/compat')) as Record<string, unknown>;
  for (const name of ['useSyncExternalStore', 'useId', 'startTransition', 'flushSync', 'forwardRef', 'memo', 'Suspense', 'lazy', 'createContext', 'useLayoutEffect']) {
    assert.equal(typeof compat[name] === 'function' || typeof compat[name] === 'object', true, name);
  }
});
