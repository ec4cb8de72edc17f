module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  // Each API test file waits on its own database (two on the PostgreSQL lane) more than on the CPU:
  // two workers take the suite from about 250 to 145 s on a 2-core machine (issue 16 item 8).
  maxWorkers: 2,
};
