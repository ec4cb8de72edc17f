module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'dashboard',
  testEnvironment: require.resolve('../../tools/jest/jsdom-environment.cjs'),
  setupFilesAfterEnv: [require.resolve('../../tools/jest/setup-dom.js')],
};
