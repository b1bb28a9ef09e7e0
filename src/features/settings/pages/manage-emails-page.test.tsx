import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsDefaults, type SettingsKind } from '../../../domain/settings/settings-documents';
import { getSettings, updateSettings } from '../../../data/settings/settings-store';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import EmailSettingsPage from './manage-emails-page';
import type * as SettingsStore from '../../../data/settings/settings-store';

// The store's reads and writes are mocked; its batch writer stays real (it commits through the documents module).
vi.mock('../../../data/settings/settings-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsStore>()),
  getSettings: vi.fn(),
  updateSettings: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getSettings).mockImplementation(async (kind: SettingsKind) =>
    kind === 'emails'
      ? { ...settingsDefaults('emails'), supportEmail: 'help@expo.test', fromEmail: 'hello@expo.test' }
      : settingsDefaults(kind),
  );
  vi.mocked(updateSettings).mockImplementation(async (_kind, settings) => settings);
});
afterEach(() => vi.clearAllMocks());

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('email settings', { timeout: 15_000 }, () => {
  it('refuses an address that is not an email and keeps it for correcting', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EmailSettingsPage />);
    const support = await screen.findByLabelText(/Support email/);
    await user.clear(support);
    await user.type(support, 'help at expo');
    const form = screen.getByRole('form', { name: 'Email addresses and reminders' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(support).toHaveAccessibleDescription(
      'Enter a valid email address. Where people are told to write with questions.',
    );
    expect(support).toHaveFocus();
    expect(support).toHaveValue('help at expo');
    expect(updateSettings).not.toHaveBeenCalled();
  });

  it('turns task reminders on for team leaders and saves', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EmailSettingsPage />);
    const leaders = await screen.findByLabelText('Team leaders (team owners) only');
    expect(leaders).toBeDisabled();
    await user.click(screen.getByLabelText('Send task reminders'));
    await user.click(leaders);
    const form = screen.getByRole('form', { name: 'Email addresses and reminders' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(updateSettings).toHaveBeenCalledWith(
      'emails',
      expect.objectContaining({ taskRemindersEnabled: true, sendTaskRemindersTo: 'team-leader' }),
    );
  });

  it('saves the welcome paragraphs with their switches', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EmailSettingsPage />);
    const form = await screen.findByRole('form', { name: 'Welcome email paragraphs' });
    await user.type(within(form).getByLabelText('Paragraph 1'), 'Build-up starts Monday.');
    await user.click(within(form).getByLabelText('Include paragraph 1'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(updateSettings).toHaveBeenCalledWith(
      'welcomeEmail',
      expect.objectContaining({ paragraph1: 'Build-up starts Monday.', showParagraph1: true, showParagraph2: false }),
    );
  });
});
