// jsdom lacks TextEncoder/TextDecoder, which react-router and react-dom/server need.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
