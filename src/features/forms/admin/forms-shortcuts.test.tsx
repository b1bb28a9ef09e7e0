import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MountedRoutesContext } from '../../../components/mounted-routes';
import { fieldGroupSchema, formSchema } from '../../../domain/forms/form';
import type { RouteId } from '../../../domain/routes';
import { FormShortcuts, FormsShortcuts } from './forms-shortcuts';

const session = vi.hoisted(() => ({ status: 'signedIn', user: { uid: 'u1', role: 'moderator' } }));
const forms = [
  formSchema.parse({ id: 'f1', title: 'Live', fieldIds: ['a', 'b'], confirmationIds: ['c'], webhookIds: ['w1', 'w2'] }),
  formSchema.parse({ id: 'f2', title: 'Old', isArchived: true }),
];
const groups = [fieldGroupSchema.parse({ id: 'g1', title: 'Guests' })];
vi.mock('../../../data/session/use-session', () => ({ useSession: () => session }));
// Submissions are counted by query (forms keep no list of them): f1 has 3 sent and 1 draft.
vi.mock('../../../data/forms/forms-api', () => ({
  useFormsQuery: (_: unknown, { skip }: { skip: boolean }) => ({ data: skip ? undefined : forms }),
  useSubmissionCountsQuery: (formIds: string[], { skip }: { skip: boolean }) => ({
    data: skip
      ? undefined
      : Object.fromEntries(formIds.map((id) => [id, id === 'f1' ? { sent: 3, drafts: 1 } : { sent: 0, drafts: 0 }])),
  }),
}));
vi.mock('../../../data/field-groups/field-groups-api', () => ({
  useFieldGroupsQuery: (_: unknown, { skip }: { skip: boolean }) => ({ data: skip ? undefined : groups }),
}));

const MOUNTED = new Set<RouteId>([
  'manageForms',
  'archivedForms',
  'manageFieldGroups',
  'archivedFieldGroups',
  'editForm',
  'editFormSettings',
  'manageConfirmations',
  'manageWebhooks',
]);

function renderIn(node: React.ReactNode) {
  render(
    <MemoryRouter>
      <MountedRoutesContext value={MOUNTED}>{node}</MountedRoutesContext>
    </MemoryRouter>,
  );
}

describe('forms shortcut bars', () => {
  beforeEach(() => Object.assign(session.user, { role: 'moderator' }));

  it('a form’s bar counts its fields, confirmations and webhooks; webhooks only for admins; unbuilt screens are not links', () => {
    renderIn(<FormShortcuts form={forms[0]!} />);
    const bar = screen.getByRole('navigation', { name: 'This form' });
    expect(within(bar).getByRole('link', { name: 'Fields 2' })).toHaveAttribute('href', '/admin/forms/f1');
    expect(within(bar).getByRole('link', { name: 'Confirmations 1' })).toHaveAttribute(
      'href',
      '/admin/forms/f1/confirmations',
    );
    expect(within(bar).queryByText('Webhooks')).toBeNull();
    // Notifications and submissions have no screen yet: shown with their count (sent only), not linked.
    expect(within(bar).getByText('Submissions')).toBeInTheDocument();
    expect(within(bar).getByText('Submissions')).toHaveTextContent('Submissions 3');
    expect(within(bar).queryByRole('link', { name: /Submissions/ })).toBeNull();
  });

  it('admins see the webhooks count', () => {
    session.user.role = 'admin';
    renderIn(<FormShortcuts form={forms[0]!} />);
    expect(screen.getByRole('link', { name: 'Webhooks 2' })).toBeInTheDocument();
  });

  it('the forms and field groups bar is for admins only, with counts, and an empty archive is not a link', () => {
    renderIn(<FormsShortcuts />);
    expect(screen.queryByRole('navigation', { name: 'Forms and field groups' })).toBeNull();
    session.user.role = 'admin';
    renderIn(<FormsShortcuts />);
    const bar = screen.getByRole('navigation', { name: 'Forms and field groups' });
    expect(within(bar).getByRole('link', { name: 'Forms 1' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Archived Forms 1' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Field Groups 1' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: /Archived Field Groups/ })).toBeNull();
    expect(within(bar).getByText('Archived Field Groups')).toBeInTheDocument();
  });
});
