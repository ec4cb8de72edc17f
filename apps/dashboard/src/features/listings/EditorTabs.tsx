import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ListingEditor.module.css';

/** Ids that tie a tab to its panel. */
export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

interface TabListProps {
  idPrefix: string;
  /** Name of the tab list. */
  label: string;
  tabs: readonly { key: string; label: ReactNode }[];
  selected: string;
  onSelect: (key: string) => void;
}

/**
 * WAI-ARIA tabs, automatic activation: only the selected tab is in the Tab order (roving
 * tabindex), the arrow keys move to and select the previous/next tab, Home/End the first/last.
 * The panels (TabPanel) may sit anywhere after it: some inside the editor's form, some outside.
 */
export function TabList({ idPrefix, label, tabs, selected, onSelect }: TabListProps) {
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.key);
    buttons.current[next.key]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tablist}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(element) => {
            buttons.current[tab.key] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={panelId(idPrefix, tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A tab's panel: always mounted (what was typed in it is kept), hidden while another tab is selected. */
export function TabPanel({ idPrefix, tabKey, selected, children }: { idPrefix: string; tabKey: string; selected: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tabKey)} aria-labelledby={tabId(idPrefix, tabKey)} tabIndex={0} hidden={tabKey !== selected} className={styles.panel}>
      {children}
    </div>
  );
}
