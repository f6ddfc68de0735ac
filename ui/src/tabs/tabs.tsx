import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  /** The tab's text; a Badge may follow it (it becomes part of the tab's name). */
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<Id extends string> {
  /** Names the tab list ("Ticket type"). */
  label: string;
  tabs: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move and select (wrapping), Home/End go to
 * the ends; only the selected tab is in the Tab order, then the panel.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selectedId,
  onSelect,
  children,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selectedId);
    const target = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={`portal-tabs ${className ?? ''}`.trim()}>
      <div role="tablist" aria-label={label} className="portal-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className="portal-tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={tabId(selectedId)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs put the panel in the Tab order, so keyboards reach a panel without focusable content
        tabIndex={0}
        className="portal-tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
