import { PANTRY_MESSAGES } from '@larder/domain/api/pantry-messages';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Plus } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { savePantryEdit } from '../../../lib/pantry-edits.ts';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';
import { complete } from '../typeahead.ts';
import type { CorrectedItem } from './corrected-items.tsx';
import { TypeaheadOptions } from './typeahead-options.tsx';
import { useCorrections, useTypeahead } from './use-typeahead.ts';

// Shown only once a typo was read as a food: not part of Today's first load.
const CorrectedItems = lazy(async () => ({
  default: (await import('./corrected-items.tsx')).CorrectedItems,
}));

export const EMPTY_ENTRY = PANTRY_MESSAGES.typeWhatYouHave;

function addedText(names: string[], queued: boolean): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return queued ? `Added ${list}. Saved on this device; it syncs when you're back online.` : `Added ${list}.`;
}

function correctedOf(items: PantryItemDto[]): CorrectedItem[] {
  return items.flatMap((item) =>
    item.correctedFrom && item.ingredientId
      ? [{ id: item.id, typed: item.correctedFrom, name: item.name }]
      : [],
  );
}

/** "Read brocoli as broccoli and chiken as chicken.", said after adding. */
function correctedText(items: CorrectedItem[]): string {
  const pairs = items.map((item) => `${item.typed} as ${item.name}`);
  if (pairs.length === 0) return '';
  const list = pairs.length > 1 ? `${pairs.slice(0, -1).join(', ')} and ${pairs.at(-1)}` : pairs[0];
  return ` Read ${list}.`;
}

/** Fast entry: one field for one item or many ("2 eggs, 200 g feta and half a cucumber"), with type-ahead. */
export function PantryEntry() {
  const client = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [corrected, setCorrected] = useState<CorrectedItem[]>([]);
  const found = useTypeahead(text);
  const understood = useCorrections(text);
  const options = open && found ? found.options : [];

  function choose(index: number) {
    const option = options[index];
    if (!option || !found) return;
    setText(complete(text, found.from, option.name));
    setActive(-1);
    input.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = text.replace(/[\s,;]+$/, '').trim();
    if (!cleaned) return setError(EMPTY_ENTRY);
    setBusy(true);
    setError(null);
    setOpen(false);
    try {
      const { addToPantry } = await import('../add-to-pantry.ts');
      const added = await addToPantry(cleaned, client);
      const typos = correctedOf(added.items);
      setText('');
      setCorrected(typos);
      setStatus(
        addedText(
          added.items.map((item) => item.name),
          added.queued,
        ) + correctedText(typos),
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  /** Undo a correction: the item stays, named as the cook typed it (not in the catalog, "did you mean"). */
  function undo(item: CorrectedItem) {
    savePantryEdit({
      kind: 'update',
      itemId: item.id,
      changes: { name: item.typed },
      preview: { ingredientId: null },
    });
    // The status line says it was kept as typed; the row asks "did you mean".
    setCorrected((items) => items.filter((each) => each.id !== item.id));
    setStatus(`Kept “${item.typed}” as you typed it.`);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && options.length > 0) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const preview = understood.length > 0 && !busy;
  const describedBy = `${id}-hint${preview ? ` ${id}-understood` : ''}${error ? ` ${id}-error` : ''}`;
  return (
    <form onSubmit={submit} noValidate className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block font-semibold">
        Add food
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={input}
            id={`${id}-input`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={`${id}-options`}
            aria-activedescendant={active >= 0 && options[active] ? `${id}-option-${active}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            enterKeyHint="done"
            placeholder="2 eggs, 200 g feta…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
            className={`min-h-12 w-full rounded-2xl border bg-raised px-4 py-3 text-lg text-text placeholder:text-muted/70 ${
              error ? 'border-danger' : 'border-line hover:border-muted/60'
            }`}
          />
          <TypeaheadOptions id={id} options={options} active={active} onChoose={choose} />
        </div>
        <Button type="submit" disabled={busy} className="shrink-0 px-4" aria-label="Add to pantry">
          <Plus aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{busy ? 'Adding…' : 'Add'}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-muted text-sm">
        Several at once: "2 eggs, 200 g feta and half a cucumber". Amounts and dates are optional.
      </p>
      {preview ? (
        <p id={`${id}-understood`} className="mt-1.5 text-sm">
          <span className="font-semibold">We'll read: </span>
          {understood.map((each, index) => (
            <span key={each.typed}>
              {index > 0 ? ', ' : null}
              {each.typed} → <strong>{each.name}</strong>
            </span>
          ))}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-1.5 font-medium text-brand empty:hidden">
        {status}
      </p>
      {corrected.length > 0 ? (
        <Suspense fallback={null}>
          <CorrectedItems items={corrected} onUndo={undo} />
        </Suspense>
      ) : null}
    </form>
  );
}
