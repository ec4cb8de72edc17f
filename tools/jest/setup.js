// jsdom lacks TextEncoder/TextDecoder, which react-router and react-dom/server need.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
