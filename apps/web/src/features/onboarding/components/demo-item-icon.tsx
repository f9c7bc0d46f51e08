import { Cheese, Cherry, Egg, Leaf, type LucideIcon, Sprout } from 'lucide-react';
import type { DemoItemKind } from '../demo-fridge.ts';

const ICONS: Record<DemoItemKind, LucideIcon> = {
  eggs: Egg,
  leaves: Leaf,
  cheese: Cheese,
  onion: Sprout,
  tomatoes: Cherry,
};

export function DemoItemIcon({ kind, className = '' }: { kind: DemoItemKind; className?: string }) {
  const Icon = ICONS[kind];
  return (
    <span
      className={`grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand ${className}`}
    >
      <Icon className="size-5" />
    </span>
  );
}
