// Hand-written preset (@nx/jest/preset assumes ts-jest): SWC transforms TS and the ESM-only
// packages (react-intl, @formatjs, react-router), and tsconfig path aliases map to lib sources.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, path.join(__dirname, target)]),
);

const esmPackages = ['marked', '@seriousme', '@fastify/cookie', '@storybook', 'storybook', 'react-intl', '@formatjs', 'intl-messageformat', 'react-router', 'cookie', 'set-cookie-parser', 'flatbush', 'flatqueue',
  // file-type (uploads typed from their bytes) and its ESM-only dependencies
  'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit'];

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    '^.+\\.mjs$': ['@swc/jest'],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  // Stylesheets first: '@sam/ui/theme.css' is an alias too, but jest must not load CSS.
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'tools/jest/file-stub.js'), ...moduleNameMapper },
  setupFiles: [path.join(__dirname, 'tools/jest/setup.js')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // API tests start an app on a fresh database (two on the PostgreSQL lane): 5 s is too short on a loaded 2-core CI.
  testTimeout: 30_000,
};
