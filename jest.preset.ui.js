// The preset of the projects whose tests render React in jsdom (dashboard, portal, ui, search-map,
// api-client). Their timeouts are sized for a loaded 2-core CI machine, here and nowhere else:
// a test waits for states (findBy…, waitFor), so a generous limit only costs time when it fails.
const path = require('node:path');

module.exports = {
  ...require('./jest.preset.js'),
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup-dom.js')],
  // One test may render a whole app and type into a dozen fields: 5 s (jest's default) is not enough under load.
  testTimeout: 60_000,
};
