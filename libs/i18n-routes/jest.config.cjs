module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'i18n-routes',
};
