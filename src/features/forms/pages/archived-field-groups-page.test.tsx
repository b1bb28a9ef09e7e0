import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../../tests/support/ability-people';
import { FIELD_GROUP_MESSAGES } from '../../../domain/messages';
import ArchivedFieldGroupsPage from './archived-field-groups-page';

const groups = [
  { id: 'g1', title: 'Stand power', isArchived: true, fieldIds: ['a', 'b'] },
  { id: 'g2', title: 'Catering', isArchived: false, fieldIds: [] },
];
const setArchived = vi.fn();
const deleteGroups = vi.fn();
const showSuccess = vi.fn();
const showError = vi.fn();
vi.mock('../../../data/field-groups/field-groups-api', () => ({
  useFieldGroupsQuery: () => ({ data: groups }),
  useFieldGroupUsageQuery: () => ({ data: { g1: [{ id: 'f1', title: 'Exhibitor form' }] } }),
  useUpdateFieldGroupsArchivedMutation: () => [(input: unknown) => ({ unwrap: async () => setArchived(input) })],
  useDeleteFieldGroupsMutation: () => [(input: unknown) => ({ unwrap: async () => deleteGroups(input) })],
}));
vi.mock('../../../data/session/use-session', () =>
  import('../../../../tests/support/ability-people').then((people) => people.useSessionModule),
);
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess, showError }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));
vi.mock('../admin/forms-shortcuts', () => ({ FormsShortcuts: () => null }));
vi.mock('../admin/title-cell', () => ({ TitleCell: ({ item }: { item: { title: string } }) => <>{item.title}</> }));
vi.mock('../admin/used-in-forms', () => ({
  UsedInForms: ({ forms = [] }: { forms?: unknown[] }) => <>{`${forms.length} form`}</>,
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <ArchivedFieldGroupsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  signInAs('admin');
});

describe('archived field groups page', () => {
  it('lists only the archived groups and restores the selection with the spec’s message', async () => {
    const user = userEvent.setup();
    renderPage();
    const rows = within(screen.getByRole('table', { name: 'Archived field groups' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Stand power')]);
    expect(rows[0]).toHaveTextContent('1 form');
    await user.click(within(rows[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Restore selected' }));
    expect(setArchived).toHaveBeenCalledWith({ groupIds: ['g1'], isArchived: false });
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith(FIELD_GROUP_MESSAGES.restored));
  });

  it('keeps a group a form uses: the refusal shows in the dialog and nothing is said deleted', async () => {
    deleteGroups.mockRejectedValueOnce(new Error(FIELD_GROUP_MESSAGES.usedInForms));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Stand power' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Stand power will be deleted. Their fields go with them.');
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FIELD_GROUP_MESSAGES.usedInForms);
    expect(deleteGroups).toHaveBeenCalledWith(['g1']);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('offers no selection to a moderator', () => {
    signInAs('moderator');
    renderPage();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
