import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { StackedTable } from './StackedTable';

function Events() {
  const [rows, setRows] = useState(['Café des aidants']);
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, 'Atelier mémoire'])}>
        add
      </button>
      <StackedTable>
        <caption>Mes événements</caption>
        <thead>
          <tr>
            <th scope="col">Titre</th>
            <th scope="col" colSpan={2}>
              Date
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((title) => (
            <tr key={title}>
              <th scope="row">{title}</th>
              <td>jour</td>
              <td>heure</td>
              <td>
                <a href="#edit">Modifier</a>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </>
  );
}

describe('StackedTable (issue 15)', () => {
  it('labels every body cell with its column header, colspans counted, and keeps the table roles', async () => {
    render(<Events />);
    const table = screen.getByRole('table', { name: 'Mes événements' });
    expect(table).toHaveAttribute('role', 'table');
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.dataset['label'])).toEqual(['Date', 'Date', 'Actions']);
    expect(screen.getByRole('rowheader', { name: 'Café des aidants' })).toHaveAttribute('data-label', 'Titre');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);

    // Rows added later are labelled too.
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Atelier mémoire' })).toHaveAttribute('data-label', 'Titre'));
    expect(screen.getAllByRole('cell').map((c) => c.dataset['label'])).toEqual(['Date', 'Date', 'Actions', 'Date', 'Date', 'Actions']);
  });
});
