import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCorePages, type CorePage } from '../../../domain/core-pages';
import { listCorePages, updateCorePage } from '../../../data/navigation/navigation-store';
import { assetsApi } from '../../../data/assets/assets-api';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import { testStore } from '../../../../tests/support/test-store';
import type * as NavigationStore from '../../../data/navigation/navigation-store';
import ManageCorePagesPage from './manage-core-pages-page';

// The store's reads and writes are mocked: the rules on these writes are tried in the attack matrix
// and the store's integration test.
vi.mock('../../../data/navigation/navigation-store', async (importOriginal) => ({
  ...(await importOriginal<typeof NavigationStore>()),
  listCorePages: vi.fn(),
  updateCorePage: vi.fn(),
}));

const stagePicture = {
  id: 'stage',
  name: 'Main stage',
  altText: 'The main stage',
  fileName: 'stage.jpg',
  mimeType: 'image/jpeg',
  fileSize: 10,
  storageFolder: 'assets/stage',
  type: 'image' as const,
  data: { large: 'stage-l', medium: 'stage-m', small: 'stage-s', thumb: 'stage-t' },
  createdAt: '',
  createdBy: '',
  updatedAt: '',
  updatedBy: '',
};

function renderPage() {
  renderAdminScreen(<ManageCorePagesPage />);
  testStore().dispatch(assetsApi.util.upsertQueryData('assets', undefined, [stagePicture]));
}

// What the mocked store holds: a save changes what the next list returns.
let stored: CorePage[];
beforeEach(() => {
  stored = defaultCorePages();
  vi.mocked(listCorePages).mockImplementation(async () => stored);
  vi.mocked(updateCorePage).mockImplementation(async (page: CorePage) => {
    const saved = { ...page, title: page.title.trim() };
    stored = stored.map((candidate) => (candidate.id === saved.id ? saved : candidate));
    return saved;
  });
});
afterEach(() => vi.clearAllMocks());

describe('core pages', { timeout: 20_000 }, () => {
  it('lists the seven built-in pages, the Time Table unpublished', async () => {
    renderPage();
    const timeTable = await screen.findByRole('form', { name: 'Time Table' });
    expect(screen.getAllByRole('form')).toHaveLength(7);
    expect(within(timeTable).getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    expect(
      within(screen.getByRole('form', { name: 'Tasks' })).getByRole('checkbox', { name: 'Published' }),
    ).toBeChecked();
    expect(within(timeTable).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('publishes the Time Table under a new title, icon and picture', async () => {
    const user = userEvent.setup();
    renderPage();
    const timeTable = await screen.findByRole('form', { name: 'Time Table' });
    await user.click(within(timeTable).getByRole('checkbox', { name: 'Published' }));
    const title = within(timeTable).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, ' Show schedule ');
    await user.click(within(timeTable).getByRole('radio', { name: 'star' }));
    await user.click(within(timeTable).getByRole('button', { name: 'Choose image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose header image' });
    await user.click(within(dialog).getByRole('button', { name: /Main stage/ }));
    // The same picture field as Dashboard Header: its preview shows the band the page will show.
    expect(within(timeTable).getByRole('img', { name: 'Header preview: The main stage' })).toBeInTheDocument();
    await user.click(within(timeTable).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(updateCorePage).toHaveBeenCalledTimes(1);
    expect(updateCorePage).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'timeTable',
        isPublished: true,
        title: ' Show schedule ',
        icon: 'star',
        assetId: 'stage',
      }),
    );
    // The stored (trimmed) values are the form's now: nothing left to save.
    expect(within(timeTable).getByLabelText(/^Title/)).toHaveValue('Show schedule');
    expect(within(timeTable).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('unpublishes a page and saves nothing else of the others', async () => {
    const user = userEvent.setup();
    renderPage();
    const suppliers = await screen.findByRole('form', { name: 'Suppliers' });
    await user.click(within(suppliers).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(suppliers).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(vi.mocked(updateCorePage).mock.calls).toEqual([
      [expect.objectContaining({ id: 'suppliers', isPublished: false, title: 'Suppliers', icon: 'truck' })],
    ]);
  });

  it('refuses an empty title and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const forms = await screen.findByRole('form', { name: 'Forms' });
    await user.clear(within(forms).getByLabelText(/^Title/));
    await user.click(within(forms).getByRole('button', { name: 'Save changes' }));
    expect(within(forms).getByText('Enter a title')).toBeInTheDocument();
    expect(updateCorePage).not.toHaveBeenCalled();
  });

  it('shows why a save was refused and keeps the edit', async () => {
    vi.mocked(updateCorePage).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    renderPage();
    const timeTable = await screen.findByRole('form', { name: 'Time Table' });
    await user.click(within(timeTable).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(timeTable).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');
    expect(within(timeTable).getByRole('checkbox', { name: 'Published' })).toBeChecked();
  });
});
