import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { failureText } from '../../../lib/api-client.ts';
import { useAdminUrl } from '../admin-url.ts';

/** A search sent to the server when the admin presses Search or Enter; the words stay in the address. */
export function SearchForm({ id, label, placeholder }: { id: string; label: string; placeholder?: string }) {
  const url = useAdminUrl();
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(url.with({ q: words }));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same search landmark as <search>, which jsdom (the unit tests' DOM) does not know, so React warns there
    <form role="search" onSubmit={onSubmit}>
      <TextField
        key={url.q}
        id={id}
        name="q"
        type="search"
        label={label}
        placeholder={placeholder}
        defaultValue={url.q}
        maxLength={200}
        end={
          <button
            type="submit"
            aria-label="Search"
            className="grid size-11 place-items-center rounded-xl text-brand hover:bg-brand-soft"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        }
      />
    </form>
  );
}

/** One choice of a few list filters (status), kept in the address as `name`. */
export function FilterChips<T extends string>({
  name,
  legend,
  options,
  value,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
}) {
  const url = useAdminUrl();
  const navigate = useNavigate();
  return (
    <RadioChips
      name={name}
      legend={legend}
      options={options}
      value={value}
      onChange={(next) => void navigate(url.with({ [name]: next }), { replace: true })}
    />
  );
}

type PagerProps = { page: number; label: string } & (
  | { total: number; pageSize: number }
  | { hasMore: boolean }
);

/** Previous and Next as links to the page before and after, with where the admin is ("Page 2 of 5"). */
export function Pager(props: PagerProps) {
  const url = useAdminUrl();
  const { page } = props;
  const pages = 'total' in props ? Math.max(1, Math.ceil(props.total / props.pageSize)) : null;
  const hasNext = pages === null ? 'hasMore' in props && props.hasMore : page < pages;
  if (page === 1 && !hasNext) return null;
  const step = (to: number, text: string, icon: ReactNode, enabled: boolean) =>
    enabled ? (
      <Link to={url.with({ page: to })} className={buttonClasses('secondary', 'md', 'px-4')}>
        {icon}
        {text}
      </Link>
    ) : (
      <Button variant="secondary" disabled className="px-4">
        {icon}
        {text}
      </Button>
    );
  return (
    <nav aria-label={props.label} className="mt-5 flex items-center justify-between gap-3">
      {step(page - 1, 'Previous', <ChevronLeft aria-hidden="true" className="size-5" />, page > 1)}
      <p className="text-center text-muted tabular-nums">
        {pages === null ? `Page ${page}` : `Page ${page} of ${pages}`}
      </p>
      {step(page + 1, 'Next', <ChevronRight aria-hidden="true" className="order-last size-5" />, hasNext)}
    </nav>
  );
}

/** What a list shows before it has rows: loading, the server's refusal with a retry, or nothing found. */
export function ListState({
  loading,
  error,
  onRetry,
  empty,
  what,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string | null;
  what: string;
}) {
  if (loading) {
    return (
      <p role="status" className="py-6 text-muted">
        Loading {what}…
      </p>
    );
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl border border-danger/40 p-5">
        <p className="font-semibold">Could not load {what}.</p>
        <p className="text-muted">{failureText(error)}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (empty)
    return <p className="rounded-3xl border border-line border-dashed p-6 text-center text-muted">{empty}</p>;
  return null;
}

/** A small label on a card: a status, a role, a kind. */
export function Badge({
  children,
  tone = 'plain',
}: {
  children: ReactNode;
  tone?: 'plain' | 'brand' | 'danger';
}) {
  const tones = {
    plain: 'border-line bg-sunken text-text',
    brand: 'border-brand/40 bg-brand-soft text-brand-strong',
    danger: 'border-danger/50 text-danger',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold text-sm ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
