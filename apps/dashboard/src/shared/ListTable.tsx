import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { StackedTable } from '@sam/ui';

interface ListTableProps<T extends { id: number }> {
  items: readonly T[];
  /** Message id of the table's name: its caption, hidden as the heading above says the same. */
  captionId: string;
  /** Message id of what shows instead of an empty table. */
  emptyId: string;
  /** Message ids of the column headers. */
  columns: readonly string[];
  /** An item's cells, its <th scope="row"> first. */
  children: (item: T) => ReactNode;
}

/** A list of the user's own things as a table (cards under 600 px), one row an item; a sentence instead when there are none. */
export function ListTable<T extends { id: number }>({ items, captionId, emptyId, columns, children }: ListTableProps<T>) {
  if (items.length === 0)
    return (
      <p>
        <FormattedMessage id={emptyId} />
      </p>
    );
  return (
    <StackedTable>
      <caption className="sam-visually-hidden">
        <FormattedMessage id={captionId} />
      </caption>
      <thead>
        <tr>
          {columns.map((id) => (
            <th key={id} scope="col">
              <FormattedMessage id={id} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>{children(item)}</tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
