import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { __LARDER_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Above the 10 s that findBy* may wait (src/test/setup.ts).
    testTimeout: 30_000,
  },
});
