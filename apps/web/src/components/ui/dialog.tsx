import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/** Controls Tab reaches; a roving-tabindex control (tabindex -1, such as an unselected tab) is not one. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** An icon or picture above the title. */
  art?: ReactNode;
}

/**
 * A modal dialog: a sheet from the bottom on phones, a centred card on wider screens. Focus moves in
 * (to the first `[data-autofocus]` element, else the first control, so a form's first field), Tab stays inside, Escape and the
 * backdrop close it, and focus returns to what opened it.
 */
export function Dialog(props: DialogProps) {
  return props.open ? createPortal(<DialogPanel {...props} />, document.body) : null;
}

function DialogPanel({ onClose, title, description, children, art }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-[45] flex items-end justify-center sm:items-center sm:p-6">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default bg-black/55 backdrop-blur-sm"
        onClick={() => close.current()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl border border-line bg-surface px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl sm:max-w-lg sm:rounded-3xl sm:px-8 sm:pb-8"
      >
        {art ? <div className="mb-4">{art}</div> : null}
        <h2 id={titleId} className="pr-10 font-bold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-lg text-muted">
            {description}
          </div>
        ) : null}
        <div className="mt-5">{children}</div>
        {/* Last in the tab order: the dialog's own controls come first. */}
        <button
          type="button"
          onClick={() => close.current()}
          aria-label="Close"
          className="absolute top-3 right-3 grid size-12 place-items-center rounded-full text-muted hover:bg-sunken hover:text-text"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  );
}
