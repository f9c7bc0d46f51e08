import { configure } from '@testing-library/react';

// Screens load lazily: their first import is transformed on demand, which on a busy machine takes
// seconds. findBy* and waitFor wait for what the test looks for; give them 10 s instead of 1 s.
configure({ asyncUtilTimeout: 10_000 });
