// jsdom has no Fetch API; fetchBaseQuery (and react-router's data router) build `Request`s, so lend
// Node's own implementation to the jsdom window. Tests still stub `fetch` itself.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'structuredClone']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
};
