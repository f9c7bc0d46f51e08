import { ChefHat } from 'lucide-react';

/** Where the demo's recipe will appear; on a phone only while a recipe is being found. */
export function RecipePlaceholder({ matching }: { matching: boolean }) {
  return (
    <div
      className={`min-h-40 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-line border-dashed p-8 text-center text-muted lg:flex lg:min-h-96 ${
        matching ? 'flex' : 'hidden'
      }`}
    >
      <ChefHat
        className={`size-10 text-brand ${matching ? 'motion-safe:animate-bounce' : ''}`}
        strokeWidth={1.5}
      />
      <p className="max-w-xs text-lg">
        {matching ? 'Matching your fridge to recipes…' : 'Your recipe will appear here.'}
      </p>
    </div>
  );
}
