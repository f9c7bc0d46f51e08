import { useEffect, useState } from 'react';
import { type Round, roughRound } from './scale.ts';

let loaded: Round | null = null;

/** The kitchen's rounding (eggs whole, onions in halves), loaded with the recipe; rough until then. */
export function useRound(): Round {
  const [round, setRound] = useState<Round>(() => loaded ?? roughRound);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./kitchen-round.ts').then(
      ({ roundQuantity, isPantryUnit }) => {
        const kitchen: Round = (quantity, unit, id) =>
          unit === null || isPantryUnit(unit)
            ? roundQuantity(quantity, unit, id)
            : roughRound(quantity, unit, id);
        loaded = kitchen;
        if (live) setRound(() => kitchen);
      },
      () => undefined, // Offline before it was ever loaded: rough rounding is still right enough.
    );
    return () => {
      live = false;
    };
  }, []);
  return round;
}
