import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetSchema } from '../../../domain/asset';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import AddAssetPage from './add-asset-page';
import EditAssetPage from './edit-asset-page';

const createAsset = vi.fn();
const updateAsset = vi.fn();
let stored: unknown;

vi.mock('../../../data/assets/assets-api', () => ({
  useCreateAssetMutation: () => [createAsset, { isLoading: false }],
  useUpdateAssetMutation: () => [updateAsset, { isLoading: false }],
  useDeleteAssetMutation: () => [vi.fn()],
  useAssetQuery: () => ({ data: stored, isLoading: false }),
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

describe('editing an asset', () => {
  it('marks an emptied name at the field and saves nothing', async () => {
    stored = assetSchema.parse({
      id: 'a1',
      name: 'Hall plan',
      type: 'document',
      fileName: 'hall-plan.pdf',
      mimeType: 'application/pdf',
      storageFolder: 'assets/a1',
      data: { file: 'https://files.test/hall-plan.pdf' },
    });
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
});
