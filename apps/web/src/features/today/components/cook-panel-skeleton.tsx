/**
 * The cook panel's shape while the pantry loads (the panel sits under the pantry list on a phone, so it
 * comes with the list, in one go, and is never pushed down by it). Same boxes and gaps as cook-panel.tsx.
 */
export function CookPanelSkeleton() {
  const bar = 'animate-pulse rounded-full bg-sunken';
  return (
    <div aria-hidden="true" className="min-w-0">
      <div className="space-y-5 rounded-3xl border border-line bg-raised p-4 shadow-sm sm:p-5">
        <div className={`h-7 w-56 ${bar}`} />
        <div>
          <div className={`mb-2 h-6 w-12 ${bar}`} />
          <div className="flex flex-wrap gap-2">
            {['w-28', 'w-20', 'w-36', 'w-24', 'w-22', 'w-24'].map((width) => (
              <div key={width} className={`h-12 ${width} ${bar}`} />
            ))}
          </div>
        </div>
        <div>
          <div className={`mb-1.5 h-6 w-20 ${bar}`} />
          <div className={`h-12 w-52 ${bar}`} />
        </div>
        <div>
          <div className="h-14 animate-pulse rounded-2xl bg-sunken" />
          <div className={`mx-auto mt-2 h-5 w-60 ${bar}`} />
        </div>
      </div>
    </div>
  );
}
