import { Carrot, Cherry, CookingPot, Egg, Leaf, type LucideIcon, Milk, Sparkles } from 'lucide-react';

interface HeroChip {
  label: string;
  icon: LucideIcon;
  place: string;
  expires?: string;
}

const CHIPS: readonly HeroChip[] = [
  { label: 'Eggs', icon: Egg, place: 'top-[7%] left-[5%] -rotate-6' },
  { label: 'Spinach', icon: Leaf, place: 'top-[12%] right-[4%] rotate-3', expires: '2 days' },
  { label: 'Feta', icon: Milk, place: 'top-[46%] left-[2%] rotate-2' },
  { label: 'Tomatoes', icon: Cherry, place: 'top-[52%] right-[2%] -rotate-3', expires: 'Tomorrow' },
  { label: 'Carrots', icon: Carrot, place: 'bottom-[22%] left-[14%] -rotate-2' },
];

/** A drawn fridge-to-plate scene: ingredients around a pot, and the recipe they become. Decorative. */
export function WelcomeHero({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={`relative mx-auto aspect-square w-full max-w-[min(21rem,34dvh)] overflow-hidden rounded-[2.5rem] bg-brand-soft sm:max-w-md lg:max-w-[32rem] ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-[12%] text-brand opacity-40">
        <circle
          cx="50"
          cy="50"
          r="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="0.6"
          strokeDasharray="2 3"
        />
        <circle
          cx="50"
          cy="50"
          r="34"
          fill="none"
          stroke="currentColor"
          strokeWidth="0.4"
          strokeDasharray="1 3"
        />
      </svg>
      <div className="absolute top-[44%] left-1/2 grid size-[36%] -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-raised shadow-xl ring-8 ring-raised/40">
        <CookingPot className="size-[48%] text-brand" strokeWidth={1.6} />
      </div>
      {CHIPS.map(({ label, icon: Icon, place, expires }) => (
        <div
          key={label}
          className={`absolute flex items-center gap-2 rounded-2xl bg-raised py-1.5 pr-3 pl-1.5 shadow-md ${place}`}
        >
          <span className="grid size-8 place-items-center rounded-xl bg-brand-soft text-brand lg:size-10">
            <Icon className="size-4 lg:size-5" />
          </span>
          <span className="leading-tight">
            <span className="block font-semibold text-sm lg:text-base">{label}</span>
            {expires ? <span className="block font-semibold text-danger text-xs">{expires}</span> : null}
          </span>
        </div>
      ))}
      <div className="absolute bottom-[6%] left-1/2 flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-brand px-4 py-2 font-semibold text-on-brand text-sm shadow-lg lg:text-base">
        <Sparkles className="size-4" />
        Spinach frittata · 20 min
      </div>
    </div>
  );
}
