import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListTable, type ListColumn } from './list-table';

interface Person {
  id: string;
  name: string;
}

/** A table whose name cells count how often each row's cell is drawn. */
function renderCountingTable(count: number) {
  const drawn = new Map<string, number>();
  const columns: ListColumn<Person>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (person) => person.name,
      cell: (person) => {
        drawn.set(person.id, (drawn.get(person.id) ?? 0) + 1);
        return person.name;
      },
    },
  ];
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Person ${String(index + 1).padStart(3, '0')}`,
  }));
  render(
    <MemoryRouter>
      <ListTable<Person>
        label="People"
        rows={rows}
        rowId={(person) => person.id}
        columns={columns}
        sortableKeys={['name']}
        selection={{ actions: () => null }}
        emptyState={<p>No people</p>}
      />
    </MemoryRouter>,
  );
  return drawn;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('ListTable rows', () => {
  it("draws each row of a page once, the first frame's rows not again when the rest follow", async () => {
    // 40 rows: 30 in the first frame, 10 after it.
    const drawn = renderCountingTable(40);
    await waitFor(() => expect(bodyRows()).toHaveLength(40), { timeout: 10_000 });
    expect([...drawn.values()].every((times) => times === 1)).toBe(true);
    expect(drawn.size).toBe(40);
  });

  it('draws only the row whose selection changed', async () => {
    const user = userEvent.setup();
    const drawn = renderCountingTable(3);
    await user.click(screen.getByLabelText('Select row p2'));
    expect(screen.getByLabelText('Select row p2')).toBeChecked();
    expect(Object.fromEntries(drawn)).toEqual({ p1: 1, p2: 2, p3: 1 });
  });
});
