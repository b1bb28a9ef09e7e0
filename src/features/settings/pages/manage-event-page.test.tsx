import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsDefaults } from '../../../domain/settings/settings-documents';
import { getSettings, updateSettings } from '../../../data/settings/settings-store';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import EventSettingsPage from './manage-event-page';
import type * as SettingsStore from '../../../data/settings/settings-store';

// The store's reads and writes are mocked; its batch writer stays real (it commits through the documents module).
vi.mock('../../../data/settings/settings-store', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsStore>()),
  getSettings: vi.fn(),
  updateSettings: vi.fn(),
}));

const stored = {
  ...settingsDefaults('event'),
  eventName: 'Spring Expo',
  startDate: '2026-05-01',
  endDate: '2026-05-03',
  appUrl: 'https://expo.test',
};

beforeEach(() => {
  vi.mocked(getSettings).mockResolvedValue(stored);
  vi.mocked(updateSettings).mockImplementation(async (_kind, settings) => settings);
});
afterEach(() => vi.clearAllMocks());

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('event details', { timeout: 15_000 }, () => {
  it('loads the event and shows the application URL read-only', async () => {
    renderAdminScreen(<EventSettingsPage />);
    expect(await screen.findByLabelText(/Event name/)).toHaveValue('Spring Expo');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('Application URL')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Application URL')).toHaveValue('https://expo.test');
  });

  it('saves what was typed and shows the success banner', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    const name = await screen.findByLabelText(/Event name/);
    await user.clear(name);
    await user.type(name, 'Autumn Fair');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(updateSettings).toHaveBeenCalledWith(
      'event',
      expect.objectContaining({ eventName: 'Autumn Fair', startDate: '2026-05-01' }),
    );
  });

  it('keeps Save disabled while nothing changed, so no save and no success banner', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    const name = await screen.findByLabelText(/Event name/);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(name, '{Enter}');
    await user.type(name, 'X');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await user.type(name, '{Backspace}{Enter}');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();
    expect(screen.queryByText('Your updates have been successfully saved')).not.toBeInTheDocument();
  });

  it('sets the event’s time zone, Europe/London until chosen, from the zones the browser knows', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/London');
    expect(
      screen.getByText(/every date and time in the portal is shown, entered and grouped by day in this zone/),
    ).toHaveTextContent(/ (GMT|BST) there now\.$/);
    await user.selectOptions(zone, 'America/New_York');
    expect(screen.getByText(/ there now\.$/)).toHaveTextContent(/ (GMT-4|GMT-5) there now\.$/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(updateSettings).toHaveBeenCalledWith('event', expect.objectContaining({ timeZone: 'America/New_York' }));
  });

  it('shows the stored launch date on the event’s clock', async () => {
    vi.mocked(getSettings).mockResolvedValue({
      ...stored,
      timeZone: 'America/New_York',
      launchDate: '2026-04-01T08:00:00.000Z',
    });
    renderAdminScreen(<EventSettingsPage />);
    expect(await screen.findByLabelText('Launch date')).toHaveValue('2026-04-01T04:00');
    expect(screen.getByText(/^When the portal opens to teams/)).toHaveTextContent('Event time: America/New_York');
  });

  it('stores a launch date entered on the event’s clock as the UTC moment it names', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    const launch = await screen.findByLabelText('Launch date');
    expect(launch).toHaveValue('');
    // 09:00 in London in April is summer time (UTC+1).
    fireEvent.change(launch, { target: { value: '2026-04-20T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(updateSettings).toHaveBeenCalledWith(
      'event',
      expect.objectContaining({ launchDate: '2026-04-20T08:00:00.000Z' }),
    );
  });

  it('refuses a launch date after the event’s last day', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    fireEvent.change(await screen.findByLabelText('Launch date'), { target: { value: '2026-05-04T00:30' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('The launch date must be on or before the end date')).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    const end = await screen.findByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();
  });

  it('keeps what was typed when saving fails, and shows the reason', async () => {
    vi.mocked(updateSettings).mockRejectedValue(new Error('Invalid event settings data'));
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    const company = await screen.findByLabelText('Company name');
    await user.clear(company);
    await user.type(company, 'Expo Ltd');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid event settings data');
    expect(screen.getByLabelText('Company name')).toHaveValue('Expo Ltd');
  });

  it('says when there are no event settings, and can start from the defaults', async () => {
    vi.mocked(getSettings).mockRejectedValue(new Error('No event settings found'));
    const user = userEvent.setup();
    renderAdminScreen(<EventSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'No event settings found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start from the defaults' }));
    expect(screen.getByLabelText(/Event name/)).toHaveValue('Eventflow');
  });

  it('shows a load failure with a retry', async () => {
    vi.mocked(getSettings).mockRejectedValue(new Error('Failed to parse settings data'));
    renderAdminScreen(<EventSettingsPage />);
    expect(await screen.findByText('Failed to parse settings data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
