module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'seed',
  testMatch: ['<rootDir>/**/*.test.ts'],
};
