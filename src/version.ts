// Kept in step with package.json by __tests__/version.test.ts.
export const AUDITOR_VERSION = '0.2.0'
