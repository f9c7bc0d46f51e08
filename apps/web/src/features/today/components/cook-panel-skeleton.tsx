/**
 * The cook panel's place while the pantry loads: a box of its size (cook-panel.tsx at a phone's width).
 * The panel sits under the pantry list on a phone, so it comes with the list, in one go, and the list
 * never pushes it down.
 */
export function CookPanelSkeleton() {
  return (
    <div aria-hidden="true" className="min-w-0 rounded-3xl border border-line bg-raised p-4 shadow-sm sm:p-5">
      <div className="h-[24rem] animate-pulse rounded-2xl bg-sunken" />
    </div>
  );
}
