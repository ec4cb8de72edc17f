require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy*/waitFor wait up to 1 s by default: too short when CI runs the suites in parallel on 2 cores.
configure({ asyncUtilTimeout: 5000 });
