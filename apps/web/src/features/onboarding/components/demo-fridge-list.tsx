import { CircleCheck } from 'lucide-react';
import { DEMO_FRIDGE } from '../demo-fridge.ts';
import { DemoItemIcon } from './demo-item-icon.tsx';
import { ExpiryBadge } from './expiry-badge.tsx';

export type DemoPhase = 'idle' | 'matching' | 'found';

/** The sample fridge, soonest-to-expire first; items pulse while matched and tick once used. */
export function DemoFridgeList({ phase }: { phase: DemoPhase }) {
  return (
    <ul className="space-y-2">
      {DEMO_FRIDGE.map((item) => (
        <li
          key={item.id}
          className={`flex items-center gap-2.5 rounded-2xl border p-2 transition-colors sm:gap-3 sm:p-2.5 duration-300 ${
            phase === 'found' ? 'border-brand/40 bg-brand-soft/60' : 'border-line bg-surface'
          }`}
        >
          <span className="relative shrink-0">
            <DemoItemIcon
              kind={item.kind}
              className={phase === 'matching' ? 'motion-safe:animate-pulse' : ''}
            />
            {phase === 'found' ? (
              <span className="absolute -right-1.5 -bottom-1.5 rounded-full bg-raised text-brand">
                <CircleCheck className="size-5" />
              </span>
            ) : null}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold leading-snug">{item.name}</span>
            <span className="block text-muted text-sm">
              {item.amount}
              {phase === 'found' ? <span className="sr-only">, in the recipe</span> : null}
            </span>
          </span>
          <ExpiryBadge days={item.expiresInDays} />
        </li>
      ))}
    </ul>
  );
}
