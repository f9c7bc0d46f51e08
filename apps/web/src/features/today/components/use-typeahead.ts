import { useEffect, useMemo, useState } from 'react';
import type { Typeahead } from '../typeahead.ts';

type Engine = typeof import('../typeahead-engine.ts');
let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

/** Loads the catalog once, the first time the cook types (it is kept out of Today's first load). */
function loadEngine(): Promise<Engine> {
  loading ??= import('../typeahead-engine.ts').then((module) => {
    engine = module;
    return module;
  });
  return loading;
}

/** Catalog matches for the item being typed, once the catalog has loaded. */
export function useTypeahead(text: string): Typeahead | null {
  const [ready, setReady] = useState(engine !== null);
  const typing = text !== '';
  useEffect(() => {
    if (ready || !typing) return;
    loadEngine().then(
      () => setReady(true),
      () => {
        loading = null; // Try again on the next keystroke.
      },
    );
  }, [ready, typing]);
  return useMemo(() => (ready && engine ? engine.typeahead(text) : null), [ready, text]);
}
