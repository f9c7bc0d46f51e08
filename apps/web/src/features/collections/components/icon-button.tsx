import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What the button does, naming what it does it to ("Move Soups up"): its accessible name. */
  label: string;
  children: ReactNode;
}

/** A 48 px square button with only an icon: named for screen readers, with the same words as a tooltip. */
export function IconButton({ label, children, className = '', ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`grid size-12 shrink-0 place-items-center rounded-xl text-muted hover:bg-sunken hover:text-text disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
