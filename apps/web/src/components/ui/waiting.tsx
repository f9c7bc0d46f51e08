/** A screen still finding out what to show: a spinner, announced with what it waits for. */
export function Waiting({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center" role="status" aria-label={label}>
      <span className="size-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand" />
    </div>
  );
}
