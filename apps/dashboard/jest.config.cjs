module.exports = {
  ...require('../../jest.preset.ui.js'),
  displayName: 'dashboard',
};
