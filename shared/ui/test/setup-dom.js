require('@testing-library/jest-dom');

// antd renders slowly in jsdom, and `npm test` runs the suites in parallel on small CI machines:
// the 1 s default of findBy*/waitFor is a race there, not an expectation about the UI.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
