import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styles from './StackedTable.module.css';

/** Gives each body cell the text of its column's header (data-label), and every part its table role. */
export function labelCells(table: HTMLTableElement): void {
  table.setAttribute('role', 'table');
  const headers: string[] = [];
  for (const cell of Array.from(table.tHead?.rows[0]?.cells ?? [])) {
    for (let span = 0; span < cell.colSpan; span += 1) headers.push(cell.textContent?.trim() ?? '');
    cell.setAttribute('role', 'columnheader');
  }
  for (const group of [table.tHead, ...Array.from(table.tBodies), table.tFoot]) {
    if (!group) continue;
    group.setAttribute('role', 'rowgroup');
    for (const row of Array.from(group.rows)) {
      row.setAttribute('role', 'row');
      if (group === table.tHead) continue;
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        cell.setAttribute('role', cell.tagName === 'TH' ? 'rowheader' : 'cell');
        const label = headers[column];
        if (label) cell.dataset['label'] = label;
        else delete cell.dataset['label'];
        column += cell.colSpan;
      }
    }
  }
}

/**
 * A data table that becomes a list of cards under 600 px (issue 15), each value after its column's name.
 * The markup stays an ordinary table (thead, th scope, caption); the stacked look is CSS, and explicit
 * table roles keep the table's meaning for screen readers once its parts are displayed as blocks.
 */
export function StackedTable({ className, children, ...rest }: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    // Rows and header texts change with the data and the language: label them again.
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <table ref={ref} className={`${styles.table} ${className ?? ''}`} {...rest}>
      {children}
    </table>
  );
}
