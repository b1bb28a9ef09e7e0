import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../../domain/email-templates';
import { eventPaths } from '../../../domain/paths';
import { settingsDefaults, type SettingsKind } from '../../../domain/settings/settings-documents';
import { getSettings } from '../../../data/settings/settings-store';
import { commitInBatches } from '../../../lib/firebase/documents';
import { emailTemplatesApi } from '../../../data/email-templates/email-templates-api';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import EditEmailTemplatePage from './edit-email-template-page';
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

function renderEditor() {
  renderAdminScreen(<EditEmailTemplatePage />, {
    path: '/admin/email-templates/edit/:emailId',
    url: '/admin/email-templates/edit/taskStatus',
  });
  testStore().dispatch(
    emailTemplatesApi.util.upsertQueryData('emailTemplate', 'taskStatus', {
      ...EMAIL_TEMPLATE_DEFAULTS.taskStatus,
      isCustomised: false,
    }),
  );
}

beforeEach(() => {
  vi.mocked(getSettings).mockImplementation(async (kind: SettingsKind) => ({
    ...settingsDefaults(kind),
    ...(kind === 'event' ? { eventName: 'Spring Expo' } : {}),
  }));
  vi.mocked(commitInBatches).mockResolvedValue(undefined);
});
afterEach(() => vi.clearAllMocks());

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('editing an email template', { timeout: 15_000 }, () => {
  it('lists the variables, inserts one at the cursor and previews the result escaped', async () => {
    const user = userEvent.setup();
    renderEditor();
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'News <b>for</b> ');
    await user.click(screen.getByRole('button', { name: 'Insert teamName' }));
    expect(subject).toHaveValue('News <b>for</b> {{teamName}}');
    expect(screen.getByTestId('email-preview-subject')).toHaveTextContent('News <b>for</b> Acme Exhibits');
    expect(screen.getByTestId('email-preview-body')).toHaveTextContent('Kind regards, The Spring Expo team');
  });

  it('refuses a variable the template does not take', async () => {
    const user = userEvent.setup();
    renderEditor();
    const body = await screen.findByLabelText('Text');
    await user.clear(body);
    await user.type(body, 'Hi {{{{nickname}}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('This template has no variable {{nickname}}')).toBeInTheDocument();
    expect(commitInBatches).not.toHaveBeenCalled();
  });

  it('saves subject and body at emailTemplates/{kind}, stamped', async () => {
    const user = userEvent.setup();
    renderEditor();
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Your task changed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your updates have been successfully saved')).toBeInTheDocument();
    expect(commitInBatches).toHaveBeenCalledWith([
      {
        type: 'set',
        path: 'events/ev/emailTemplates/taskStatus',
        data: expect.objectContaining({
          id: 'taskStatus',
          subject: 'Your task changed',
          body: EMAIL_TEMPLATE_DEFAULTS.taskStatus.body,
          updatedBy: 'admin-1',
          createdBy: 'admin-1',
        }),
      },
    ]);
  });

  it('resets the text to the default', async () => {
    const user = userEvent.setup();
    renderEditor();
    const subject = await screen.findByLabelText('Subject');
    const reset = screen.getByRole('button', { name: 'Reset to default' });
    expect(reset).toBeDisabled();
    await user.type(subject, ' now');
    await user.click(reset);
    expect(subject).toHaveValue(EMAIL_TEMPLATE_DEFAULTS.taskStatus.subject);
  });
});
