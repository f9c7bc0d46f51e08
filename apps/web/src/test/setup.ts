import { configure } from '@testing-library/react';

// Screens load lazily (their own chunks), which on a busy 2-core machine can take longer than Testing
// Library's default of one second. Queries still wait on the condition and return as soon as it holds;
// only the ceiling is higher, so a green run does not depend on how loaded the machine is.
configure({ asyncUtilTimeout: 5_000 });
