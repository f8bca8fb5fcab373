// Two projects: `unit` runs in-process (no dist/, no servers); `e2e` runs the bundled CLI and action
// (dist/) against real servers under strace, or spawns the target servers. `npm test` builds dist/ and
// runs both; `npm run test:unit` runs only `unit`, without a build.
const E2E_DIRS = ['e2e', 'hostile', 'action', 'targets']

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } }]
  }
}

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...E2E_DIRS.map((dir) => `<rootDir>/__tests__/${dir}/`)]
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: E2E_DIRS.map((dir) => `<rootDir>/__tests__/${dir}/**/*.test.ts`)
    }
  ],
  testTimeout: 60000,
  // One more worker than the 2 cores CI gives: an e2e file spends much of its time waiting on its servers
  // (timeouts, sleeping tools, held sessions), and with 2 workers the suite kept about one core busy.
  maxWorkers: 3,
  verbose: false
}
