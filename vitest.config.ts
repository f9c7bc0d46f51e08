import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/kitchen', 'apps/web', 'apps/server'],
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where the
    // unit run took 13 minutes with one core idle (its main thread does little while files run).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
