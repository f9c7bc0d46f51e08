import { useEffect, useMemo, useState } from 'react';
import type { Typeahead } from '../typeahead.ts';
import type { Correction } from '../typeahead-engine.ts';

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

/** The kitchen engine once the cook has typed something and it has loaded; null before. */
function useEngine(typing: boolean): Engine | null {
  const [ready, setReady] = useState(engine !== null);
  useEffect(() => {
    if (ready || !typing) return;
    loadEngine().then(
      () => setReady(true),
      () => {
        loading = null; // Try again on the next keystroke.
      },
    );
  }, [ready, typing]);
  return ready ? engine : null;
}

/** Catalog matches for the item being typed, once the catalog has loaded. */
export function useTypeahead(text: string): Typeahead | null {
  const loaded = useEngine(text !== '');
  return useMemo(() => (loaded ? loaded.typeahead(text) : null), [loaded, text]);
}

/** The typos in the text that will be read as foods ("brocoli" → broccoli), once the catalog has loaded. */
export function useCorrections(text: string): Correction[] {
  const loaded = useEngine(text !== '');
  return useMemo(() => (loaded ? loaded.corrections(text) : []), [loaded, text]);
}
