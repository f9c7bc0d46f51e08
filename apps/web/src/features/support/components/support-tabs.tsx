import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface SupportTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface SupportTabsProps<Id extends string> {
  label: string;
  tabs: SupportTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * An ARIA tablist: arrow keys, Home and End move between tabs and select them (only the selected tab is
 * in the Tab order). Every panel stays mounted, hidden when not selected, so a half-written form survives a
 * look at another tab.
 */
export function SupportTabs<Id extends string>({ label, tabs, selected, onSelect }: SupportTabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-2xl bg-sunken p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              // The Dialog focuses this first, so the cook starts on the tab they asked for.
              data-autofocus={active ? true : undefined}
              onClick={() => onSelect(tab.id)}
              className={`min-h-12 rounded-xl px-2 py-1 font-semibold leading-tight transition-colors ${
                active ? 'bg-raised text-text shadow-sm' : 'text-muted hover:text-text'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="pt-5"
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
