import { LoaderCircle, Refrigerator } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DEMO_FRIDGE } from '../demo-fridge.ts';
import { useStartWithFridge } from '../use-start-with-fridge.ts';
import { DemoItemIcon } from './demo-item-icon.tsx';

/** The sample fridge of the demo, offered as the cook's own: its foods go into the pantry, dated from today. */
export function DemoFridgeOffer() {
  const { start, busy } = useStartWithFridge();
  return (
    <section
      aria-labelledby="demo-fridge-offer"
      className="mt-6 rounded-3xl border border-brand/30 bg-brand-soft/40 p-5 shadow-sm"
    >
      <h2 id="demo-fridge-offer" className="flex items-center gap-2 font-bold text-xl">
        <Refrigerator aria-hidden="true" className="size-6 text-brand" />
        Cook from the sample fridge
      </h2>
      <p className="mt-1 text-muted">
        Put the demo's foods in your pantry, dated from today, and Today has recipes for them waiting.
      </p>
      <ul aria-label="Sample fridge" className="mt-4 flex flex-wrap gap-2">
        {DEMO_FRIDGE.map((item) => (
          <li key={item.id} className="flex items-center gap-2 rounded-2xl bg-raised py-1 pr-3 pl-1">
            <DemoItemIcon kind={item.kind} className="size-9" />
            <span className="font-medium">{item.name}</span>
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-4" onClick={() => void start()} disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
        {busy ? 'Filling your fridge…' : 'Start with this fridge'}
      </Button>
      <p role="status" className="sr-only">
        {busy ? 'Filling your fridge…' : ''}
      </p>
    </section>
  );
}
