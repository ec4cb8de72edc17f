module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'bench',
  testMatch: ['<rootDir>/**/*.test.ts'],
};
