import { CircleCheck, CircleX, Info, X } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { actionBoxes, toastTop } from './toast-place.ts';
import { formToasts, noticeToasts, type ToastMessage } from './toast-store.ts';

type Store = typeof formToasts;

function useToasts(store: Store): ToastMessage[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

const icons = { success: CircleCheck, error: CircleX, info: Info };

function ToastCard({ toast, store }: { toast: ToastMessage; store: Store }) {
  const Icon = icons[toast.tone ?? 'info'];
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-hidden={!toast.open}
      // A dismissed toast lingers while it fades out: nothing in it can take focus meanwhile.
      inert={!toast.open}
      data-open={toast.open}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-2xl border border-line bg-raised p-4 shadow-lg transition-all duration-300 ${
        toast.open
          ? 'translate-y-0 opacity-100'
          : 'pointer-events-none -translate-y-2 opacity-0 lg:translate-y-2'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-6 shrink-0 ${toast.tone === 'error' ? 'text-danger' : 'text-brand'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-muted">{toast.description}</p> : null}
        {toast.action ? (
          <button
            type="button"
            onClick={() => {
              store.dismiss(toast.id);
              toast.action?.onSelect();
            }}
            className="-ml-3 mt-1 min-h-11 rounded-xl px-3 text-left font-semibold text-brand underline-offset-4 hover:underline"
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => store.dismiss(toast.id)}
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-sunken"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** The notch's height (env(safe-area-inset-top)), probed outside <body> so no observer of it wakes. */
function safeTop(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:fixed;top:env(safe-area-inset-top,0px);visibility:hidden';
  document.documentElement.append(probe);
  const top = probe.getBoundingClientRect().top;
  probe.remove();
  return top;
}

/**
 * Where the toasts float, kept up to date while one is open (the screen under it may change, scroll or
 * arrive late): their top in px (toast-place.ts), or null until measured.
 */
function useToastPlace(region: RefObject<HTMLDivElement | null>, open: boolean): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !open) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const wide = window.matchMedia?.('(min-width: 64rem)').matches === true;
      const tabs = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
      const floor =
        (tabs && tabs.top > window.innerHeight / 2 ? tabs.top : window.innerHeight) - (wide ? 24 : 8);
      const { left, right } = element.getBoundingClientRect();
      const room = { top: 8 + safeTop(), floor, left, right, first: wide ? 'bottom' : 'top' } as const;
      setTop(toastTop(room, element.offsetHeight, actionBoxes(element)));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [region, open]);
  return top;
}

/**
 * Both toast systems, full width on phones and at the right on desktop. On phones over the screen's
 * title at the top, on desktop at the bottom, or else where they cover none of the screen's buttons and
 * links (above a phone's tab bar when the top holds a back link). On desktop at
 * the bottom right. A toast with a choice stays until closed.
 */
export function Toasts() {
  const form = useToasts(formToasts);
  const notices = useToasts(noticeToasts);
  const region = useRef<HTMLDivElement>(null);
  const top = useToastPlace(
    region,
    [...form, ...notices].some((t) => t.open),
  );
  return (
    <div
      ref={region}
      style={top === null ? undefined : { top, bottom: 'auto' }}
      className="pointer-events-none fixed inset-x-0 top-[calc(0.5rem+env(safe-area-inset-top))] z-50 flex flex-col items-center gap-2 px-4 lg:top-auto lg:right-6 lg:bottom-6 lg:left-auto lg:w-96 lg:items-end lg:px-0"
    >
      {form.map((t) => (
        <ToastCard key={t.id} toast={t} store={formToasts} />
      ))}
      {notices.map((t) => (
        <ToastCard key={t.id} toast={t} store={noticeToasts} />
      ))}
    </div>
  );
}
