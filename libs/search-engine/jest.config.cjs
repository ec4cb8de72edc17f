module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'search-engine',
};
