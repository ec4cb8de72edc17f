import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import featureBoundaries from './tools/eslint/feature-boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/build/**', '**/node_modules/**', '**/.react-router/**', '**/test-results/**', '**/playwright-report/**', '**/storybook-static/**', 'tmp/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Module boundaries (STYLE.md, nx-examples): apps use any lib, ui uses only util, data libs use
      // only util, and the contracts depend on no other lib (every other lib and app may use them).
      // Nx itself forbids importing an app or an e2e project (noImportsOfApps, noImportsOfE2e), and
      // reaching into another project by a relative path.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The bench starts the API as tools/servers.ts defines it (a workspace file, read by path).
          allow: ['^(\\.\\./)+servers$'],
          // The search page imports the light entry statically and loads the map entry lazily.
          checkDynamicDependenciesExceptions: ['@sam/search-map'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data', 'type:contracts'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            // libs/contracts is the leaf: zod only, no other lib of ours.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod'] },
            // Server code (api, db, search engine, seed, bench) never pulls a browser lib (ui, api-client,
            // search-map) and the browser apps never a server one; shared libs use only shared libs.
            { sourceTag: 'scope:browser', notDependOnLibsWithTags: ['scope:server'] },
            { sourceTag: 'scope:server', notDependOnLibsWithTags: ['scope:browser'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // Inside an app: app → features → shared, no feature importing another (tools/eslint/feature-boundaries.mjs).
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    plugins: { sam: featureBoundaries },
    rules: { 'sam/feature-boundaries': 'error' },
  },
  {
    // The portal reaches the API through shared/api (RTK Query loads with its first use, decision 0033):
    // a value imported from @sam/api-client elsewhere would bring it into the first load.
    files: ['apps/portal/src/**/*.ts', 'apps/portal/src/**/*.tsx'],
    ignores: ['apps/portal/src/shared/api/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@sam/api-client', allowTypeImports: true, message: 'Import it from shared/api (its hooks), or call the API with useApiCall (shared/api/use-api-call).' }] },
      ],
    },
  },
  {
    // Server code does not load the UI's react-intl catalogues (@sam/i18n-routes `messages`).
    files: ['apps/api/**', 'libs/db/**', 'libs/search-engine/**', 'tools/seed/**', 'tools/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sam/i18n-routes',
              // The portal's and the dashboard's catalogues; validationMessages and listingFieldMessages are shared with the API.
              importNames: ['messages', 'MESSAGE_AREAS', 'portalCatalogue', 'dashboardCatalogue', 'portalMessages', 'dashboardMessages', 'sharedMessages'],
              message: 'The UI message catalogues are for the browser apps; the API has its own (apps/api/src/i18n).',
            },
          ],
          patterns: [{ regex: '^@sam/i18n-routes/.*messages', message: 'The UI message catalogues are for the browser apps.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Build and tool configuration may read workspace helpers (tools/vite) by path.
    files: ['**/vite.config.ts', '**/react-router.config.ts', '**/playwright.config.ts', '.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Scripts and configuration in plain JavaScript run in Node: CommonJS (.js, .cjs; the root
    // package.json has no "type") or ES modules (.mjs).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // Jest setup files run inside the test environment.
    files: ['tools/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
