import { CircleCheck, CircleX, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
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

/**
 * Both toast systems. On phones at the top, over the screen's date and title, where screens keep no
 * buttons; the bottom of a phone screen holds the actions in reach of a thumb (a step's Next, Cook
 * something, a sticky bar), which a toast there covered. On desktop at the bottom right, beside the
 * content column. A toast with a choice stays until closed.
 */
export function Toasts() {
  const form = useToasts(formToasts);
  const notices = useToasts(noticeToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[calc(0.5rem+env(safe-area-inset-top))] z-50 flex flex-col items-center gap-2 px-4 lg:top-auto lg:right-6 lg:bottom-6 lg:left-auto lg:w-96 lg:items-end lg:px-0">
      {form.map((t) => (
        <ToastCard key={t.id} toast={t} store={formToasts} />
      ))}
      {notices.map((t) => (
        <ToastCard key={t.id} toast={t} store={noticeToasts} />
      ))}
    </div>
  );
}
