/**
 * Polls until `check` returns something other than undefined, or fails after the timeout. An error
 * thrown by `check` ends the wait at once.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`Condition not met within ${timeoutMs} ms`);
}
