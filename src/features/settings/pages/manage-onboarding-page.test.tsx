import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsDefaults } from '../../../domain/settings/settings-documents';
import { getSettings, updateSettings } from '../../../data/settings/settings-store';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import OnboardingSettingsPage from './manage-onboarding-page';
import type * as SettingsStore from '../../../data/settings/settings-store';

// The store's reads and writes are mocked; its batch writer stays real (it commits through the documents module).
vi.mock('../../../data/settings/settings-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsStore>()),
  getSettings: vi.fn(),
  updateSettings: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getSettings).mockResolvedValue(settingsDefaults('onboarding'));
  vi.mocked(updateSettings).mockImplementation(async (_kind, settings) => settings);
});
afterEach(() => vi.clearAllMocks());

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('onboarding', { timeout: 15_000 }, () => {
  it('loads the defaults and previews the greeting', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<OnboardingSettingsPage />);
    expect(await screen.findByLabelText(/Title/)).toHaveValue('Welcome!');
    expect(screen.getByText('Dear Alex,')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Include the surname'));
    expect(screen.getByText('Dear Alex Morgan,')).toBeInTheDocument();
  });

  it('asks for a numeric Vimeo id, then saves the video', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<OnboardingSettingsPage />);
    await user.click(await screen.findByLabelText('Vimeo'));
    const id = screen.getByLabelText('Vimeo video id');
    await user.type(id, 'https://vimeo.com/123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('A Vimeo id is a number')).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();
    await user.clear(id);
    await user.type(id, '76979871');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateSettings).toHaveBeenCalledWith(
      'onboarding',
      expect.objectContaining({ videoSourceType: 'vimeo', videoUrl: '76979871' }),
    );
  });
});
