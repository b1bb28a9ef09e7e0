import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportCheckRecord, ImportRow } from '../../../domain/team-import';
import type * as Runner from '../../../data/team-import/team-import-store';
import { csvFixtureBytes } from '../../../../tests/support/csv-fixtures';
import ImportTeamsPage from './import-teams-page';

// The import screen before and after the run; the rows go to a stand-in for the callable.

vi.mock('../../../data/team-types/team-types-api', () => ({
  useTeamTypesQuery: () => ({ data: [{ id: 'type-1', name: 'Exhibitors', teamIds: [] }] }),
}));
vi.mock('../../../data/custom-fields/custom-fields-api', () => ({
  useCustomFieldsQuery: () => ({
    data: [
      {
        id: 'power',
        label: 'Needs power',
        type: 'boolean',
        placeholder: '',
        description: '',
        showField: true,
        showToChildTeams: false,
        isRequired: false,
        index: 0,
      },
    ],
  }),
}));
vi.mock('../../../data/api-slice', () => ({
  api: { util: { invalidateTags: (tags: unknown) => ({ type: 'api/invalidateTags', payload: tags }) } },
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
}));
const imported = vi.hoisted(() => ({ rows: [] as ImportRow[] }));
vi.mock('../../../data/team-import/team-import-store', async (original) => {
  const actual = await original<typeof Runner>();
  const passed = (row: ImportRow): ImportCheckRecord => ({
    rowNumber: row.rowNumber,
    teamName: row.teamName,
    ownerEmail: row.ownerEmail,
    typeChecks: 'passed',
    upsertUser: 'created',
    addTeam: 'passed',
    sendEmail: 'passed',
    error: '',
    rollback: 'notNeeded',
    rollbackMessage: '',
    teamId: `team-${row.rowNumber}`,
    userId: `user-${row.rowNumber}`,
  });
  return {
    ...actual,
    runTeamImport: (
      rows: ImportRow[],
      context: Parameters<typeof actual.runTeamImport>[1],
      onRecord: Parameters<typeof actual.runTeamImport>[2],
    ) =>
      actual.runTeamImport(rows, context, onRecord, async (group) => (imported.rows.push(...group), group.map(passed))),
  };
});

const csv = [
  'Team name,Team type,First name,Last name,Email,Needs power',
  'Acme,Exhibitors,Ada,Lovelace,ada@example.test,yes',
  'Beta,Nope,Bob,Builder,not-an-address,maybe',
].join('\n');

// jsdom's File has no arrayBuffer(); the browser's does.
const bytesFile = (bytes: Uint8Array<ArrayBuffer>, name = 'teams.csv') =>
  Object.assign(new File([bytes], name, { type: 'text/csv' }), { arrayBuffer: async () => bytes.slice().buffer });
const csvFile = (content = csv) => bytesFile(new TextEncoder().encode(content));

describe('import teams page', () => {
  beforeEach(() => {
    imported.rows = [];
  });

  it('previews every row with errors in the cells they concern, before anything is written', async () => {
    const user = userEvent.setup();
    render(<ImportTeamsPage />);
    await user.upload(screen.getByLabelText('CSV or Excel (.xlsx) file'), csvFile());
    const preview = await screen.findByRole('table', { name: 'Import preview' });
    expect(screen.getByText('1 row with errors will be skipped')).toBeInTheDocument();
    const beta = within(preview).getByText('Beta').closest('tr')!;
    const errorCells = beta.querySelectorAll('td.table-danger');
    expect([...errorCells].map((cell) => cell.textContent)).toEqual([
      expect.stringContaining("Unknown team type 'Nope'"),
      expect.stringContaining("'not-an-address' is not a valid email address"),
      expect.stringContaining('maybe'),
    ]);
    expect(within(preview).getByText('Acme').closest('tr')!.querySelectorAll('td.table-danger')).toHaveLength(0);
    // Listed above the table too, with the columns named: on a phone the cells sit off-screen.
    expect(
      within(screen.getByRole('list', { name: 'Rows that will be skipped' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Row 2: Owner email: 'not-an-address' is not a valid email address; Team type: Unknown team type 'Nope'; Needs power: 'maybe' is not Yes or No",
    ]);
    expect(imported.rows).toEqual([]);
    expect(screen.getByRole('button', { name: 'Import 1 team' })).toBeEnabled();
  });

  it("previews Excel's semicolon CSV in Windows-1252 with its columns matched and its accents intact", async () => {
    const user = userEvent.setup();
    render(<ImportTeamsPage />);
    await user.upload(
      screen.getByLabelText('CSV or Excel (.xlsx) file'),
      bytesFile(csvFixtureBytes('excel-semicolon-windows-1252.csv')),
    );
    const preview = await screen.findByRole('table', { name: 'Import preview' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Row', 'Team name', 'Team type', 'Owner first name', 'Owner last name', 'Owner email']);
    const rowTexts = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rowTexts[0]).toEqual([
      '1',
      'Müller Messebau GmbH',
      // The stand-in event's one type is 'Exhibitors', so the cell carries its error too.
      expect.stringContaining('Exhibitor'),
      'Jürgen',
      'Müller',
      'juergen.mueller@example.test',
    ]);
    expect(rowTexts[1]).toEqual([
      '2',
      'Société Générale',
      expect.stringContaining('Sponsor'),
      'Élodie',
      'Lefèvre',
      'elodie.lefevre@example.test',
    ]);
  });

  it('shows a row whose quotes do not pair up as an error of that row, reads the rows after it and does not import it', async () => {
    const user = userEvent.setup();
    render(<ImportTeamsPage />);
    const text = [
      'Team name;First name;Last name;Email',
      'Alpha;Ada;Lovelace;ada@example.test',
      '"Beta Ltd;Bob;Builder;bob@example.test',
      'Gamma;Cy;Twombly;cy@example.test',
    ].join('\r\n');
    await user.upload(screen.getByLabelText('CSV or Excel (.xlsx) file'), csvFile(text));
    const preview = await screen.findByRole('table', { name: 'Import preview' });
    expect(screen.getByText('1 row with errors will be skipped')).toBeInTheDocument();
    const beta = within(preview).getByText('"Beta Ltd').closest('tr')!;
    expect(beta).toHaveClass('table-danger');
    expect(beta.nextElementSibling).toHaveTextContent('The quote marks (") in this row do not pair up');
    expect(
      within(screen.getByRole('list', { name: 'Rows that will be skipped' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: The quote marks (") in this row do not pair up']);
    await user.click(screen.getByRole('button', { name: 'Import 2 teams' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    expect(imported.rows.map((row) => row.teamName)).toEqual(['Alpha', 'Gamma']);
  });

  it('lists the first 50 rows that will be skipped and says how many more there are', async () => {
    const user = userEvent.setup();
    render(<ImportTeamsPage />);
    const badRows = Array.from({ length: 52 }, (_, index) => `Team ${index},,Ada,Lovelace,not-an-address-${index}`);
    await user.upload(
      screen.getByLabelText('CSV or Excel (.xlsx) file'),
      csvFile(['Team name,Team type,First name,Last name,Email', ...badRows].join('\n')),
    );
    expect(await screen.findByText('52 rows with errors will be skipped')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Rows that will be skipped' })).getAllByRole('listitem');
    expect(items).toHaveLength(51);
    expect(items[49]!.textContent).toBe("Row 50: Owner email: 'not-an-address-49' is not a valid email address");
    expect(items[50]!.textContent).toBe('and 2 more rows');
  });

  it('refuses a file that is neither CSV nor XLSX with the reason, shows the chosen file otherwise, and Remove clears the preview', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ImportTeamsPage />);
    const input = screen.getByLabelText('CSV or Excel (.xlsx) file');
    await user.upload(input, new File(['Team name'], 'teams.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Upload a .csv or .xlsx file')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file-name')).not.toBeInTheDocument();

    await user.upload(input, csvFile());
    await screen.findByRole('table', { name: 'Import preview' });
    expect(screen.getByTestId('chosen-file-name')).toHaveTextContent('teams.csv');
    expect(screen.queryByText('Upload a .csv or .xlsx file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();
    expect(screen.getByText('Drag a file here')).toBeInTheDocument();
  });

  it('refuses an owner email an earlier row already names, in the preview and in the import', async () => {
    const twice = [
      csv.split('\n')[0],
      'Acme,Exhibitors,Ada,Lovelace,ada@example.test,yes',
      'Acme Two,,Ada,Lovelace, ADA@Example.test ,no',
      'Cogs,,Cy,Borg,cy@example.test,no',
    ].join('\n');
    const user = userEvent.setup();
    render(<ImportTeamsPage />);
    await user.upload(screen.getByLabelText('CSV or Excel (.xlsx) file'), csvFile(twice));
    const preview = await screen.findByRole('table', { name: 'Import preview' });
    const second = within(preview).getByText('Acme Two').closest('tr')!;
    expect([...second.querySelectorAll('td.table-danger')].map((cell) => cell.textContent)).toEqual([
      expect.stringContaining("'ADA@Example.test' is already the owner email of row 1"),
    ]);
    expect(within(preview).getByText('Acme').closest('tr')!.querySelectorAll('td.table-danger')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Import 2 teams' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    expect(imported.rows.map((row) => row.teamName)).toEqual(['Acme', 'Cogs']);
    expect(
      within(screen.getByRole('table', { name: 'Import outcome' }))
        .getByText('Acme Two')
        .closest('tr'),
    ).toHaveTextContent('Failed');
  });

  it('imports the valid rows, shows 100 % and the outcome of every row', async () => {
    const user = userEvent.setup();
    render(<ImportTeamsPage />);
    await user.upload(screen.getByLabelText('CSV or Excel (.xlsx) file'), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Import 1 team' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    expect(imported.rows.map((row) => row.teamName)).toEqual(['Acme']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const outcome = screen.getByRole('table', { name: 'Import outcome' });
    // Header, two rows, and the failed row's reason on a line of its own.
    expect(within(outcome).getAllByRole('row')).toHaveLength(4);
    expect(outcome).toHaveTextContent("'not-an-address' is not a valid email address");
    expect(within(outcome).getByText('Beta').closest('tr')).toHaveTextContent('Failed');
    expect(screen.getByText('1 imported')).toBeInTheDocument();
    expect(screen.getByText('1 failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download outcome (CSV)' })).toBeInTheDocument();
  });
});
