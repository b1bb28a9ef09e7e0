import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCorePages } from '../../../domain/core-pages';
import { eventPaths } from '../../../domain/paths';
import { settingsDefaults, type SettingsKind } from '../../../domain/settings/settings-documents';
import { commitInBatches } from '../../../lib/firebase/documents';
import { getSettings } from '../../../data/settings/settings-store';
import { navigationApi } from '../../../data/navigation/navigation-api';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import TermsAndVariablesPage from './manage-variables-page';
import type * as Documents from '../../../lib/firebase/documents';
import type * as SettingsStore from '../../../data/settings/settings-store';
import { testStore } from '../../../../tests/support/test-store';

// The store's reads and writes are mocked; its batch writer stays real (it commits through the documents module).
vi.mock('../../../data/settings/settings-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsStore>()),
  getSettings: vi.fn(),
  updateSettings: vi.fn(),
}));
vi.mock('../../../lib/firebase/client', () => ({
  firebaseClient: () => ({ auth: { currentUser: { uid: 'admin-1' } }, paths: eventPaths('ev') }),
}));
vi.mock('../../../lib/firebase/documents', async (importOriginal) => ({
  ...(await importOriginal<typeof Documents>()),
  commitInBatches: vi.fn(),
}));

function renderPage() {
  renderAdminScreen(<TermsAndVariablesPage />);
  testStore().dispatch(navigationApi.util.upsertQueryData('corePages', undefined, defaultCorePages()));
}

beforeEach(() => {
  vi.mocked(getSettings).mockImplementation(async (kind: SettingsKind) => settingsDefaults(kind));
  vi.mocked(commitInBatches).mockResolvedValue(undefined);
});
afterEach(() => vi.clearAllMocks());

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('terms and variables', { timeout: 15_000 }, () => {
  it('renames Downloads and its core page title in one batch with the variables', async () => {
    const user = userEvent.setup();
    renderPage();
    const downloads = await screen.findByLabelText('Downloads');
    await user.clear(downloads);
    await user.type(downloads, 'Resources');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(commitInBatches).toHaveBeenCalledTimes(1);
    const operations = vi.mocked(commitInBatches).mock.calls[0][0];
    expect(operations.map((operation) => operation.path)).toEqual([
      'events/ev/settings/variables',
      'events/ev/settings/terminology',
      'events/ev/corePages/downloads',
    ]);
    expect(operations[0]).toMatchObject({ data: { currencyId: 'EUR', teamMemberLimit: 10, updatedBy: 'admin-1' } });
    expect(operations[1]).toMatchObject({ data: { downloads: 'Resources', forms: 'Forms' } });
    expect(operations[2]).toMatchObject({ data: { id: 'downloads', title: 'Resources' } });
  });

  it('refuses a negative team member limit', async () => {
    const user = userEvent.setup();
    renderPage();
    const limit = await screen.findByLabelText('Team member limit');
    await user.clear(limit);
    await user.type(limit, '-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter a whole number, 0 or more')).toBeInTheDocument();
    expect(commitInBatches).not.toHaveBeenCalled();
  });

  it('shows the failure and keeps the labels when the batch fails', async () => {
    vi.mocked(commitInBatches).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    renderPage();
    const tasks = await screen.findByLabelText('Tasks');
    await user.clear(tasks);
    await user.type(tasks, 'To-dos');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');
    expect(screen.getByLabelText('Tasks')).toHaveValue('To-dos');
  });
});
