import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListTable, type ListColumn } from './list-table';

interface Person {
  id: string;
  name: string;
  age: number;
  parentId?: string;
}

const columns: ListColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name },
  { key: 'age', header: 'Age', cell: (p) => String(p.age), sortValue: (p) => p.age },
  { key: 'note', header: 'Note', cell: () => '—', sortValue: () => '' },
];

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person ${String(i + 1).padStart(3, '0')}`,
    age: 100 - i,
  }));

function renderTable(
  props: Partial<Parameters<typeof ListTable<Person>>[0]> & { rows?: Person[] | undefined },
  path = '/list',
) {
  const table = (
    <ListTable<Person>
      label="People"
      rowId={(p) => p.id}
      columns={columns}
      sortableKeys={['name', 'age']}
      emptyState={<p>No people yet</p>}
      rows={props.rows}
      {...props}
    />
  );
  const routes = [
    {
      path: '/list',
      element: (
        <>
          {table}
          <Link to="/elsewhere">leave</Link>
        </>
      ),
    },
    { path: '/elsewhere', element: <Link to="/list">back</Link> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
/**
 * Waits for the rows a frame after the first 30: drawing the other 70 in jsdom took over the default
 * second when the machine was busy with other suites.
 */
const WHOLE_PAGE_DRAWN = { timeout: 5_000 };
const nameColumn = (rows: HTMLElement[], index: number) =>
  rows.map((row) => within(row).getAllByRole('cell')[index].textContent);

describe('ListTable', () => {
  it('shows a loading skeleton while rows are undefined', () => {
    renderTable({ rows: undefined });
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a load error instead of rows', () => {
    renderTable({ rows: [], error: 'Something went wrong. Please try again later' });
    expect(screen.getByText('Something went wrong. Please try again later')).toBeInTheDocument();
  });

  it('opens with the default sort and sorts asc, desc, and asc again on a new column', async () => {
    const user = userEvent.setup();
    const rows = [
      { id: 'a', name: 'Charlie', age: 20 },
      { id: 'b', name: 'alice', age: 40 },
      { id: 'c', name: 'Bob', age: 30 },
    ];
    renderTable({ rows, defaultSort: { key: 'name', direction: 'asc' } });
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Charlie']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['Charlie', 'Bob', 'alice']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(bodyNames()).toEqual(['Charlie', 'Bob', 'alice']);
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Charlie']);
  });

  it('only sorts the allowed columns', () => {
    renderTable({ rows: people(2) });
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('resets the sort when the screen is left', async () => {
    const user = userEvent.setup();
    renderTable({
      rows: [
        { id: 'a', name: 'A', age: 1 },
        { id: 'b', name: 'B', age: 2 },
      ],
      defaultSort: { key: 'name', direction: 'asc' },
    });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['B', 'A']);
    await user.click(screen.getByRole('link', { name: 'leave' }));
    await user.click(screen.getByRole('link', { name: 'back' }));
    expect(bodyNames()).toEqual(['A', 'B']);
  });

  it('hides pagination at 100 rows and shows the range text', () => {
    renderTable({ rows: people(100) });
    expect(screen.getByText('Showing 1 to 100 of 100 items')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Next page')).not.toBeInTheDocument();
  });

  it('pages 100 rows at a time and keeps ?page= in the URL', async () => {
    const user = userEvent.setup();
    const router = renderTable({ rows: people(250), defaultSort: { key: 'name', direction: 'asc' } });
    expect(screen.getByText('Showing 1 to 100 of 250 items')).toBeInTheDocument();
    // The first frame draws 30 rows, the next one the whole page.
    expect(bodyNames()).toEqual(people(30).map((p) => p.name));
    await waitFor(() => expect(bodyNames()).toHaveLength(100), WHOLE_PAGE_DRAWN);
    await user.click(screen.getByLabelText('Page 3'));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('Showing 201 to 250 of 250 items')).toBeInTheDocument();
    expect(bodyNames()[0]).toBe('Person 201');
  });

  it('draws a new order in two frames as well: the first 30 rows in the frame of the click, the rest after it', async () => {
    renderTable({ rows: people(100), defaultSort: { key: 'name', direction: 'asc' } });
    await waitFor(() => expect(bodyNames()).toHaveLength(100), WHOLE_PAGE_DRAWN);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(
      people(100)
        .reverse()
        .slice(0, 30)
        .map((p) => p.name),
    );
    await waitFor(() => expect(bodyNames()).toHaveLength(100), WHOLE_PAGE_DRAWN);
    expect(bodyNames()[99]).toBe('Person 001');
  });

  it('opens at the page in the URL', () => {
    renderTable({ rows: people(250), defaultSort: { key: 'name', direction: 'asc' } }, '/list?page=2');
    expect(screen.getByText('Showing 101 to 200 of 250 items')).toBeInTheDocument();
  });

  it('selects several rows, shows the bulk action area and clears the selection on a page change', async () => {
    const user = userEvent.setup();
    renderTable({
      rows: people(150),
      defaultSort: { key: 'name', direction: 'asc' },
      selection: {
        actions: (selected, clear) => (
          <button type="button" onClick={clear}>
            Archive {selected.length}
          </button>
        ),
      },
    });
    expect(screen.queryByRole('region', { name: 'Actions for selected rows' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row p1'));
    await user.click(screen.getByLabelText('Select row p2'));
    expect(screen.getByRole('button', { name: 'Archive 2' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row p1'));
    expect(screen.getByRole('button', { name: 'Archive 1' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Next page'));
    expect(screen.queryByRole('region', { name: 'Actions for selected rows' })).not.toBeInTheDocument();
  });

  it('selects every row of the page at once', async () => {
    const user = userEvent.setup();
    renderTable({
      rows: people(3),
      selection: { actions: (selected) => <span>{selected.length} picked</span> },
    });
    await user.click(screen.getByLabelText('Select all rows on this page'));
    expect(screen.getByText('3 picked')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select all rows on this page'));
    expect(screen.queryByText('3 picked')).not.toBeInTheDocument();
  });

  it('in single-select mode keeps one row and clicking the selected row clears it', async () => {
    const user = userEvent.setup();
    renderTable({
      rows: people(3),
      selection: { mode: 'single', actions: (selected) => <span>picked {selected.map((p) => p.id).join(',')}</span> },
    });
    await user.click(screen.getByLabelText('Select row p1'));
    expect(screen.getByText('picked p1')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row p2'));
    expect(screen.getByText('picked p2')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row p2'));
    expect(screen.queryByText(/picked/)).not.toBeInTheDocument();
  });

  it('offers no checkboxes when the caller gives no selection (non-admins)', () => {
    renderTable({ rows: people(2) });
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lists child rows directly under their parent, sorted alike', async () => {
    const user = userEvent.setup();
    const rows = [
      { id: 'z', name: 'Zed', age: 1 },
      { id: 'a', name: 'Alpha', age: 2 },
    ];
    const children: Record<string, Person[]> = {
      a: [
        { id: 'a2', name: 'Alpha Two', age: 3 },
        { id: 'a1', name: 'Alpha One', age: 4 },
      ],
    };
    function Harness() {
      const [list] = useState(rows);
      return (
        <ListTable<Person>
          label="People"
          rows={list}
          rowId={(p) => p.id}
          columns={columns}
          sortableKeys={['name']}
          defaultSort={{ key: 'name', direction: 'asc' }}
          childRows={(p) => children[p.id] ?? []}
          emptyState={null}
        />
      );
    }
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    expect(bodyNames()).toEqual(['Alpha', 'Alpha One', 'Alpha Two', 'Zed']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['Zed', 'Alpha', 'Alpha Two', 'Alpha One']);
    const rowsNow = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rowsNow[2]).toHaveClass('list-table-child');
    expect(nameColumn(rowsNow, 1)).toEqual(['1', '2', '3', '4']);
  });

  it('keeps a sort clicked on a column still loading, shows the table busy, and applies it once the values are in', async () => {
    const user = userEvent.setup();
    const rows = [
      { id: 'a', name: 'Alpha', age: 30 },
      { id: 'b', name: 'Bravo', age: 10 },
      { id: 'c', name: 'Charlie', age: 20 },
    ];
    function Harness() {
      const [ages, setAges] = useState<Record<string, number>>();
      const withAges: ListColumn<Person>[] = [
        columns[0]!,
        { key: 'age', header: 'Age', cell: (p) => String(ages?.[p.id] ?? '…'), sortValue: (p) => ages?.[p.id] },
      ];
      return (
        <>
          <ListTable<Person>
            label="People"
            rows={rows}
            rowId={(p) => p.id}
            columns={withAges}
            sortableKeys={['name', 'age']}
            defaultSort={{ key: 'name', direction: 'asc' }}
            loadingSortKeys={ages ? [] : ['age']}
            emptyState={null}
          />
          <button type="button" onClick={() => setAges(Object.fromEntries(rows.map((p) => [p.id, p.age])))}>
            ages arrive
          </button>
        </>
      );
    }
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    await user.click(screen.getByRole('button', { name: 'ages arrive' }));
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
    expect(bodyNames()).toEqual(['Bravo', 'Charlie', 'Alpha']);
  });

  describe('with a first page read on its own', () => {
    const all = people(250);
    const firstPage = { rows: all.slice(0, 100), total: 250 };

    function Harness({ path = '/list' }: { path?: string }) {
      const [rows, setRows] = useState<Person[]>();
      const table = (
        <>
          <ListTable<Person>
            label="People"
            rows={rows}
            firstPage={firstPage}
            rowId={(p) => p.id}
            columns={columns}
            sortableKeys={['name', 'age']}
            defaultSort={{ key: 'name', direction: 'asc' }}
            emptyState={<p>No people yet</p>}
          />
          <button type="button" onClick={() => setRows(all)}>
            whole list arrives
          </button>
        </>
      );
      return <MemoryRouter initialEntries={[path]}>{table}</MemoryRouter>;
    }

    it("shows the first page with the whole list's count and pages while the rest loads", async () => {
      const user = userEvent.setup();
      render(<Harness />);
      expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
      await waitFor(() => expect(bodyNames()).toEqual(firstPage.rows.map((p) => p.name)), WHOLE_PAGE_DRAWN);
      expect(screen.getByText('Showing 1 to 100 of 250 items')).toBeInTheDocument();
      expect(screen.getByLabelText('Page 3')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'whole list arrives' }));
      expect(bodyNames()).toEqual(firstPage.rows.map((p) => p.name));
      expect(screen.getByText('Showing 1 to 100 of 250 items')).toBeInTheDocument();
    });

    it('keeps a sort clicked before the whole list is in, busy, and applies it on arrival', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Age' }));
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
      expect(bodyNames()[0]).toBe('Person 001');
      await user.click(screen.getByRole('button', { name: 'whole list arrives' }));
      expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
      expect(bodyNames()[0]).toBe('Person 250');
    });

    it('shows another page as loading until the whole list is in', async () => {
      const user = userEvent.setup();
      render(<Harness path="/list?page=2" />);
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'whole list arrives' }));
      expect(screen.getByText('Showing 101 to 200 of 250 items')).toBeInTheDocument();
      expect(bodyNames()[0]).toBe('Person 101');
    });

    it('waits for the whole list when the first page has fewer rows than its count promises (names without a sort key)', () => {
      renderTable({ rows: undefined, firstPage: { rows: all.slice(0, 40), total: 250 } });
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    });

    it('shows a whole first page before the count is in, the pager counting, then the count and pages', async () => {
      function Counting() {
        const [total, setTotal] = useState<number>();
        return (
          <MemoryRouter>
            <ListTable<Person>
              label="People"
              rows={undefined}
              firstPage={{ rows: all.slice(0, 100), total }}
              rowId={(p) => p.id}
              columns={columns}
              emptyState={<p>No people yet</p>}
            />
            <button type="button" onClick={() => setTotal(250)}>
              count arrives
            </button>
          </MemoryRouter>
        );
      }
      const user = userEvent.setup();
      render(<Counting />);
      expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
      expect(bodyNames()[0]).toBe('Person 001');
      expect(screen.getByLabelText('Counting items')).toBeInTheDocument();
      expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'count arrives' }));
      expect(screen.queryByLabelText('Counting items')).not.toBeInTheDocument();
      expect(screen.getByText('Showing 1 to 100 of 250 items')).toBeInTheDocument();
      expect(screen.getByLabelText('Page 3')).toBeInTheDocument();
    });

    it('holds a first page shorter than a page until the count says whether it is the whole list', () => {
      renderTable({ rows: undefined, firstPage: { rows: all.slice(0, 40), total: undefined } });
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
      cleanup();
      renderTable({ rows: undefined, firstPage: { rows: all.slice(0, 40), total: 40 } });
      expect(screen.getByText('Showing 1 to 40 of 40 items')).toBeInTheDocument();
    });

    it('shows the empty state when the first page finds no rows at all', () => {
      renderTable({ rows: undefined, firstPage: { rows: [], total: 0 } });
      expect(screen.getByText('No people yet')).toBeInTheDocument();
    });
  });
});
