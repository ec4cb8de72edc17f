require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy*/waitFor wait up to 1 s by default: far too short when CI runs the suites in parallel on a
// loaded 2-core machine. They return as soon as the state shows, so a long limit costs nothing when green.
configure({ asyncUtilTimeout: 15_000 });

// npm run test:stress sets STRESS_LATENCY_MS: every stubbed API answer then comes after a random
// delay up to that many ms, so a test that reads a page before its data has arrived fails there.
const latency = Number(process.env.STRESS_LATENCY_MS || 0);
if (latency > 0) {
  let stub = globalThis.fetch;
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    get: () => stub,
    set: (assigned) => {
      stub = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * latency));
        return assigned(...args);
      };
    },
  });
}
