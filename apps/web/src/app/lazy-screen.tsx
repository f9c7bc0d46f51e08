import { type ComponentType, lazy, useState } from 'react';

/**
 * A screen whose code loads when its route is first shown, like `React.lazy`, or earlier with
 * `preload()`. Once its code is in, it renders at once: no Suspense fallback, and no wait for React to
 * reveal the screen after one (about 300 ms), which `React.lazy` costs even for code already loaded.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
