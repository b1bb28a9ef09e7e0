import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../../tests/support/ability-people';
import { supplierGroupSchema, supplierSchema } from '../../../domain/suppliers';
import ArchivedSupplierGroupsPage from './archived-supplier-groups-page';
import ArchivedSuppliersPage from './archived-suppliers-page';

const updatedAt = '2026-11-20T09:00:00.000Z';
const suppliers = [
  supplierSchema.parse({ id: 's1', company: 'Harbour Bakes', isArchived: false, updatedAt }),
  supplierSchema.parse({ id: 's2', company: 'Old Lighting Co', isArchived: true, updatedAt }),
  supplierSchema.parse({ id: 's3', company: 'Stand Builders', isArchived: true, updatedAt }),
];
const groups = [
  supplierGroupSchema.parse({ id: 'g1', title: 'Catering', supplierIds: ['s1'], isArchived: false, updatedAt }),
  supplierGroupSchema.parse({ id: 'g2', title: 'Lighting', supplierIds: ['s2'], isArchived: true, updatedAt }),
];
const { setSuppliersArchived, deleteSuppliers, setGroupsArchived, mutation } = vi.hoisted(() => ({
  setSuppliersArchived: vi.fn(),
  deleteSuppliers: vi.fn(),
  setGroupsArchived: vi.fn(),
  /** A mutation hook whose trigger hands its input to `run`. */
  mutation: (run: (input: unknown) => unknown) => () => [
    (input: unknown) => ({ unwrap: async () => run(input) }),
    { isLoading: false },
  ],
}));
const showSuccess = vi.fn();
const showError = vi.fn();
vi.mock('../../../data/suppliers/suppliers-api', () => ({
  useSuppliersQuery: () => ({ data: suppliers }),
  useSupplierGroupsQuery: () => ({ data: groups }),
  useUpdateSuppliersArchivedMutation: mutation((input) => setSuppliersArchived(input)),
  useDeleteSuppliersMutation: mutation((input) => deleteSuppliers(input)),
  useUpdateSupplierGroupsArchivedMutation: mutation((input) => setGroupsArchived(input)),
  useDeleteSupplierGroupsMutation: mutation(() => null),
}));
vi.mock('../../../data/session/use-session', () =>
  import('../../../../tests/support/ability-people').then((people) => people.useSessionModule),
);
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess, showError }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

const renderPage = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

beforeEach(() => {
  vi.clearAllMocks();
  signInAs('admin');
});

describe('archived suppliers page', () => {
  it('lists only the archived suppliers, with their supplier type, and restores one from its row', async () => {
    const user = userEvent.setup();
    renderPage(<ArchivedSuppliersPage />);
    const rows = bodyRows('Archived suppliers');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Old Lighting Co'),
      expect.stringContaining('Stand Builders'),
    ]);
    expect(rows[0]).toHaveTextContent('Lighting');
    await user.click(screen.getByRole('button', { name: 'Restore Old Lighting Co' }));
    expect(setSuppliersArchived).toHaveBeenCalledWith({ supplierIds: ['s2'], isArchived: false });
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('“Old Lighting Co” restored'));
  });

  it('lets an admin delete the selection after CONFIRM, saying the logos go too', async () => {
    const user = userEvent.setup();
    renderPage(<ArchivedSuppliersPage />);
    for (const row of bodyRows('Archived suppliers')) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 suppliers');
    expect(dialog).toHaveTextContent(
      'Old Lighting Co, Stand Builders will be deleted. Their logos are deleted and they are taken out of every supplier type.',
    );
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('2 suppliers deleted'));
    expect(deleteSuppliers).toHaveBeenCalledWith(['s2', 's3']);
  });

  it('gives a moderator each row’s buttons but no selection (bulk actions are for admins)', () => {
    signInAs('moderator');
    renderPage(<ArchivedSuppliersPage />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Restore Stand Builders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Stand Builders' })).toBeInTheDocument();
  });
});

describe('archived supplier groups page', () => {
  it('lists only the archived groups and restores the selection', async () => {
    const user = userEvent.setup();
    renderPage(<ArchivedSupplierGroupsPage />);
    const rows = bodyRows('Archived supplier groups');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Lighting')]);
    await user.click(within(rows[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Restore selected' }));
    expect(setGroupsArchived).toHaveBeenCalledWith({ groupIds: ['g2'], isArchived: false });
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('“Lighting” restored'));
  });
});
