import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { taskSchema, taskStatusSchema, type TaskStatus } from '../../../domain/tasks';
import TaskApprovalsPage from './task-approvals-page';

const tasks = [
  taskSchema.parse({ id: 'plan', title: 'Stand plan', dueDate: '2030-01-10T12:00:00.000Z', isApprovalNeeded: true }),
  taskSchema.parse({ id: 'risk', title: 'Risk assessment', dueDate: '2030-01-12T12:00:00.000Z' }),
];
const teams = [
  { id: 'north', name: 'Northwind' },
  { id: 'bright', name: 'Brightside' },
];
const waiting = (taskId: string, teamId: string, updatedAt: string, extra: Partial<TaskStatus> = {}) =>
  taskStatusSchema.parse({
    id: `${taskId}_${teamId}`,
    taskId,
    teamId,
    progressStatus: 'submitted',
    approvalStatus: 'pending',
    updatedAt,
    ...extra,
  });

let pending: TaskStatus[] | undefined;
const review = vi.fn();
const showSuccess = vi.fn();
const showError = vi.fn();

vi.mock('../../../data/tasks/tasks-api', () => ({
  usePendingApprovalsQuery: () => ({ data: pending, isLoading: pending === undefined }),
  useTasksQuery: () => ({ data: tasks }),
  useReviewTaskApprovalMutation: () => [review, { isLoading: false }],
}));
vi.mock('../../../data/teams/teams-api', () => ({ useTeamsQuery: () => ({ data: teams }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../components/feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError }) }));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <TaskApprovalsPage />
    </MemoryRouter>,
  );
const requests = () =>
  within(screen.getByRole('list', { name: 'Submissions waiting for approval' })).getAllByRole('listitem', {
    name: /for/,
  });

describe('the approvals queue', () => {
  beforeEach(() => {
    review.mockReset().mockReturnValue({ unwrap: () => Promise.resolve({ emailed: 2 }) });
    showSuccess.mockReset();
    showError.mockReset();
  });

  it('lists what waits longest first, with the team, when it was submitted and the files handed in', () => {
    pending = [
      waiting('plan', 'bright', '2026-11-28T15:00:00.000Z'),
      waiting('plan', 'north', '2026-11-27T09:30:00.000Z', {
        files: [
          { id: 'f1', fileName: 'plan.pdf', url: 'https://files.example/plan.pdf', storagePath: 'x', fileSize: 1200 },
        ],
      }),
      // A status of a task that is gone is not listed.
      waiting('deleted', 'north', '2026-11-01T09:00:00.000Z'),
    ];
    renderPage();
    const listed = requests();
    expect(listed.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Stand plan for Northwind',
      'Stand plan for Brightside',
    ]);
    expect(within(listed[0]!).getByText('Submitted 27 Nov 2026, 09:30')).toBeInTheDocument();
    expect(within(listed[0]!).getByRole('link', { name: 'plan.pdf' })).toHaveAttribute(
      'href',
      'https://files.example/plan.pdf',
    );
  });

  it('approves or rejects in place with the note, and says the team was told', async () => {
    pending = [waiting('plan', 'north', '2026-11-27T09:30:00.000Z')];
    const user = userEvent.setup();
    renderPage();
    const request = within(requests()[0]!);
    await user.type(request.getByLabelText('Review note'), 'Please add the exits');
    await user.click(request.getByRole('button', { name: 'Reject' }));
    expect(review).toHaveBeenCalledWith({
      taskId: 'plan',
      teamId: 'north',
      decision: 'rejected',
      note: 'Please add the exits',
    });
    expect(showSuccess).toHaveBeenCalledWith('Rejected: Northwind was told by email (2)');
  });

  it('says when nothing waits', () => {
    pending = [];
    renderPage();
    expect(screen.getByText('Nothing waits for approval')).toBeInTheDocument();
  });
});
