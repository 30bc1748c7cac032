// The ESLint entry point; the configuration and its plugins live in the test/lint package (see there).
export { default } from './test/lint/eslint.config.js';
