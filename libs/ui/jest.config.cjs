module.exports = {
  ...require('../../jest.preset.ui.js'),
  displayName: 'ui',
};
