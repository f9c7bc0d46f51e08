import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'kitchen',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // A guard against a hang, not a timing: a test that walks the whole library takes seconds while
    // another file loads the second core.
    testTimeout: 30_000,
  },
});
