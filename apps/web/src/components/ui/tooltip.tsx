import { TOOLTIP } from '@larder/domain/constants';
import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from 'react';

/** When the last tooltip closed: another one opened within the skip delay shows at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A label that appears on hover or keyboard focus after 700 ms (at once when another tooltip closed
 * less than 300 ms ago), as spec §9 sets.
 */
export function Tooltip({
  label,
  children,
  className = 'relative inline-flex',
}: {
  label: string;
  children: ReactElement<Record<string, unknown>>;
  /** The wrapper's classes; it must be positioned (relative or absolute). */
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP.skipDelayMs;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP.openDelayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  return (
    <span className={className}>
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute top-full right-0 z-50 mt-1 rounded-lg bg-text px-2 py-1 text-sm whitespace-nowrap text-surface shadow"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
