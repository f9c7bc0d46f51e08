const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path is a UUID at all: anything else is "not found" without a database query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
