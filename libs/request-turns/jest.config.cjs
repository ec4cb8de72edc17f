module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'request-turns',
};
