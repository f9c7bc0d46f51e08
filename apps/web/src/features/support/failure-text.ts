/** The message a failed send shows: the server's own words, else a plea to try again. */
export function failureText(error: unknown): string {
  return (error instanceof Error && error.message) || 'Please try again.';
}
