import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetSchema } from '../../../domain/asset';
import type { AssetUsage } from '../../../domain/asset-usage';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import AddAssetPage from './add-asset-page';
import EditAssetPage from './edit-asset-page';

const createAsset = vi.fn();
const updateAsset = vi.fn();
const deleteAsset = vi.fn();
const replaceAssetFile = vi.fn();
let stored: unknown;
let usages: AssetUsage[] = [];

vi.mock('../../../data/assets/assets-api', () => ({
  useCreateAssetMutation: () => [createAsset, { isLoading: false }],
  useUpdateAssetMutation: () => [updateAsset, { isLoading: false }],
  useDeleteAssetMutation: () => [deleteAsset],
  useReplaceAssetFileMutation: () => [replaceAssetFile, { isLoading: false }],
  useAssetQuery: () => ({ data: stored, isLoading: false }),
  useAssetUsagesQuery: () => ({ data: usages }),
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
afterEach(() => vi.clearAllMocks());

describe('adding an asset', () => {
  it('marks the missing file and the empty name at their fields, focuses the file, and uploads nothing', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<AddAssetPage />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(/Choose a file to upload\./);
    expect(screen.getByLabelText('File')).toHaveFocus();
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Enter a name.');
    // Only the fields speak: no banner under the form.
    expect(document.querySelector('.alert')).toBeNull();
    expect(createAsset).not.toHaveBeenCalled();
  });
});

const hallPlan = assetSchema.parse({
  id: 'a1',
  name: 'Hall plan',
  type: 'document',
  fileName: 'hall-plan.pdf',
  mimeType: 'application/pdf',
  storageFolder: 'assets/a1',
  data: { file: 'https://files.test/hall-plan.pdf' },
});

describe('editing an asset', () => {
  beforeEach(() => {
    stored = hallPlan;
    usages = [];
  });

  it('marks an emptied name at the field and saves nothing', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EditAssetPage />);
    const name = screen.getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, ' ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(name).toHaveFocus();
    expect(updateAsset).not.toHaveBeenCalled();
  });

  it('lists where a used asset is shown and refuses to delete it, naming the places', async () => {
    usages = [
      { place: 'Branding: Logo', link: '/admin/branding' },
      { place: 'Content page “Venue”: image section', link: '/admin/content/venue' },
    ];
    const user = userEvent.setup();
    renderAdminScreen(<EditAssetPage />);
    const list = screen.getByRole('list', { name: 'Where this asset is used' });
    expect(within(list).getByRole('link', { name: 'Branding: Logo' })).toHaveAttribute('href', '/admin/branding');
    await user.click(screen.getByRole('button', { name: 'Delete asset' }));
    const dialog = screen.getByRole('dialog', { name: 'This asset is in use' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Hall plan cannot be deleted: it is used in 2 places. Remove it from those places first.',
    );
    expect(within(dialog).getByRole('link', { name: 'Content page “Venue”: image section' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /delete/i })).toBeNull();
    expect(deleteAsset).not.toHaveBeenCalled();
  });

  it('asks the usual typed confirmation for an asset nothing uses', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EditAssetPage />);
    expect(screen.getByText('Nothing uses this asset yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete asset' }));
    expect(screen.getByRole('dialog', { name: 'Delete asset' })).toHaveTextContent('Nothing uses it.');
  });

  it('refuses an image as the new file of a document, and replaces nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAdminScreen(<EditAssetPage />);
    await user.upload(screen.getByLabelText('New file'), new File(['png'], 'photo.png', { type: 'image/png' }));
    const field = screen.getByLabelText('New file');
    expect(field).toHaveAccessibleDescription(/Choose a document, not an image: this asset is a document\./);
    expect(field).toHaveAccessibleDescription(/can't be uploaded/);
    await user.click(screen.getByRole('button', { name: 'Replace file' }));
    expect(replaceAssetFile).not.toHaveBeenCalled();
  });
});
