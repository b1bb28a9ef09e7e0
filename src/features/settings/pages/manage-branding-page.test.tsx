import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsDefaults } from '../../../domain/settings/settings-documents';
import { getSettings, updateSettings } from '../../../data/settings/settings-store';
import { assetsApi } from '../../../data/assets/assets-api';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import BrandingSettingsPage from './manage-branding-page';
import type * as SettingsStore from '../../../data/settings/settings-store';
import { testStore } from '../../../../tests/support/test-store';

// The store's reads and writes are mocked; its batch writer stays real (it commits through the documents module).
vi.mock('../../../data/settings/settings-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsStore>()),
  getSettings: vi.fn(),
  updateSettings: vi.fn(),
}));

const logo = {
  id: 'logo-1',
  name: 'White logo',
  altText: '',
  fileName: 'logo.png',
  mimeType: 'image/png',
  fileSize: 10,
  storageFolder: 'assets/logo-1',
  type: 'image' as const,
  data: {
    large: 'https://cdn.test/l.png',
    medium: 'https://cdn.test/m.png',
    small: 'https://cdn.test/s.png',
    thumb: 'https://cdn.test/t.png',
  },
  createdAt: '',
  createdBy: '',
  updatedAt: '',
  updatedBy: '',
};

function renderPage() {
  renderAdminScreen(<BrandingSettingsPage />);
  testStore().dispatch(assetsApi.util.upsertQueryData('assets', undefined, [logo]));
}

beforeEach(() => {
  vi.mocked(getSettings).mockResolvedValue(settingsDefaults('branding'));
  vi.mocked(updateSettings).mockImplementation(async (_kind, settings) => settings);
});
afterEach(() => vi.clearAllMocks());

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('branding', { timeout: 15_000 }, () => {
  it('previews the sidebar in the light theme for a light colour and saves the derived theme', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('img', { name: 'Sidebar preview, dark theme' })).toBeInTheDocument();
    const hex = screen.getByRole('textbox', { name: 'Colour' });
    await user.clear(hex);
    await user.type(hex, '#F8F9FA');
    expect(screen.getByRole('img', { name: 'Sidebar preview, light theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateSettings).toHaveBeenCalledWith(
      'branding',
      expect.objectContaining({ navBgColor: '#f8f9fa', navTheme: 'light' }),
    );
  });

  it('says how readable the menu text is on the colour, and warns below AA', async () => {
    const user = userEvent.setup();
    renderPage();
    const hex = await screen.findByRole('textbox', { name: 'Colour' });
    expect(hex).toHaveAccessibleDescription(/Contrast 4.5:1: the menu text meets AA\./);
    await user.clear(hex);
    await user.type(hex, '#00a0ff');
    const warning = screen.getByText(
      'Contrast 2.8:1: the menu text fails AA even for large text (3:1). Choose a darker or lighter colour.',
    );
    expect(warning).toHaveClass('text-danger');
    await user.clear(hex);
    await user.type(hex, '#000000');
    expect(hex).toHaveAccessibleDescription(/Contrast 21:1: the menu text reaches AAA, the highest level\./);
  });

  it('does not save a colour it cannot read', async () => {
    const user = userEvent.setup();
    renderPage();
    const hex = await screen.findByRole('textbox', { name: 'Colour' });
    await user.clear(hex);
    await user.type(hex, 'greenish');
    expect(screen.getByText(/Enter a colour as #rrggbb/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateSettings).not.toHaveBeenCalled();
  });

  it('stores the chosen library image as the logo URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('img', { name: /Sidebar preview/ });
    await user.click(screen.getAllByRole('button', { name: 'Choose image' })[1]);
    await user.click(await screen.findByRole('button', { name: /White logo/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateSettings).toHaveBeenCalledWith(
      'branding',
      expect.objectContaining({ invertedLogo: 'https://cdn.test/s.png', logo: '' }),
    );
  });
});
