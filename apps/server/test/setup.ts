import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs.ts';

// Runs in every server test file: its temporary folders (web builds, uploads) go when the file ends.
afterAll(() => removeTempDirs());
