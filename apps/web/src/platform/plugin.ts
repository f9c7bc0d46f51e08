/**
 * A native plugin, imported the first time a feature needs it (so the web bundle never downloads one);
 * a load that fails is tried again on the next use.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** A plugin's rejection as text: natively a CapacitorException (an Error), on the web often a bare string. */
export function rejectionMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const message: unknown = Reflect.get(Object(error), 'message');
  return typeof message === 'string' ? message : '';
}

/**
 * A Capacitor plugin as a value a promise can hold. Capacitor's plugin object answers every property
 * with a method, `then` included, so a promise resolved with it calls `plugin.then(…)`, which the native
 * side does not implement: the promise would never settle. Every load hands its plugin through this.
 */
export function notThenable<T extends object>(plugin: T): T {
  return new Proxy(plugin, {
    get: (target, property) => (property === 'then' ? undefined : Reflect.get(target, property)),
  });
}
