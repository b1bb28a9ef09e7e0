import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxPosts } from '../../../data/comments-inbox/comments-inbox-store';
import { commentSchema, replySchema, taskSchema, type Comment, type Reply } from '../../../domain/tasks';
import CommentsInboxPage from './comments-inbox-page';

const tasks = [
  taskSchema.parse({ id: 'plan', title: 'Stand plan', dueDate: '2030-01-10T12:00:00.000Z' }),
  taskSchema.parse({ id: 'risk', title: 'Risk assessment', dueDate: '2030-01-12T12:00:00.000Z' }),
];
const teams = [
  { id: 'north', name: 'Northwind' },
  { id: 'bright', name: 'Brightside' },
  { id: 'west', name: 'Westway' },
];
const comment = (id: string, taskId: string, teamId: string, createdAt: string, extra: Partial<Comment> = {}) =>
  commentSchema.parse({ id, taskId, teamId, text: `${id} text`, authorName: 'Tess Team', createdAt, ...extra });
const reply = (id: string, of: Comment, createdAt: string, extra: Partial<Reply> = {}) =>
  replySchema.parse({
    id,
    commentId: of.id,
    taskId: of.taskId,
    teamId: of.teamId,
    text: `${id} text`,
    authorName: 'Olive Organiser',
    isFromOrganiser: true,
    createdAt,
    ...extra,
  });

let posts: { data?: InboxPosts; isLoading: boolean; error?: unknown };
const addReply = vi.fn();
const updateHandled = vi.fn();
const showSuccess = vi.fn();
const showError = vi.fn();

vi.mock('../../../data/comments-inbox/comments-inbox-api', () => ({
  useInboxPostsQuery: () => posts,
  useUpdateThreadHandledMutation: () => [updateHandled, { isLoading: false }],
}));
vi.mock('../../../data/tasks/tasks-api', () => ({
  useTasksQuery: () => ({ data: tasks, isLoading: false }),
  useCreateReplyMutation: () => [addReply, { isLoading: false }],
}));
vi.mock('../../../data/teams/teams-api', () => ({ useTeamsQuery: () => ({ data: teams, isLoading: false }) }));
vi.mock('../../../data/session/use-session', () => ({
  useSessionUser: () => ({ uid: 'olive', firstName: 'Olive', surname: 'Organiser', role: 'moderator' }),
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../components/feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError }) }));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

// The filters write the address bar (as in the app), so the page runs in a browser router.
const renderPage = (at = '/admin/comments') => {
  window.history.replaceState(null, '', at);
  return render(
    <BrowserRouter>
      <CommentsInboxPage />
    </BrowserRouter>,
  );
};
const threadCards = () =>
  within(screen.getByRole('list', { name: 'Comment threads' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('card'));
const cardNames = () => threadCards().map((card) => card.getAttribute('aria-label'));

const answered = comment('answered', 'plan', 'north', '2026-07-01T08:00:00.000Z');
const question = comment('question', 'risk', 'bright', '2026-07-02T08:00:00.000Z');
const latest = comment('latest', 'plan', 'west', '2026-07-03T08:00:00.000Z');
const handled = comment('handled', 'risk', 'north', '2026-06-01T08:00:00.000Z', {
  handledAt: '2026-06-02T08:00:00.000Z',
  handledBy: 'olive',
});

describe('the comments inbox', () => {
  beforeEach(() => {
    posts = {
      data: {
        comments: [answered, question, latest, handled],
        replies: [reply('answer', answered, '2026-07-04T08:00:00.000Z')],
      },
      isLoading: false,
    };
    addReply.mockReset().mockReturnValue({ unwrap: () => Promise.resolve({ mailProblem: '' }) });
    updateHandled.mockReset().mockReturnValue({ unwrap: () => Promise.resolve() });
    showSuccess.mockReset();
    showError.mockReset();
  });

  it('lists the open threads, those waiting for an answer first, with the last word, who and when in the event’s zone', () => {
    renderPage();
    expect(cardNames()).toEqual(['Stand plan · Westway', 'Risk assessment · Brightside', 'Stand plan · Northwind']);
    const northwind = within(threadCards()[2]!);
    expect(northwind.getByTestId('latest-text')).toHaveTextContent('answer text');
    expect(northwind.getByText(/Olive Organiser \(organisers\) · 4 Jul 2026, 09:00 · 1 reply/)).toBeInTheDocument();
    expect(northwind.getByText('Answered')).toBeInTheDocument();
    expect(within(threadCards()[0]!).getByText('Awaiting answer')).toBeInTheDocument();
    expect(within(threadCards()[0]!).getByText(/Tess Team · 3 Jul 2026, 09:00/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 waiting for an answer');
  });

  it('filters by a team found by typing part of its name, and by handled threads', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Team' }), 'north');
    expect(within(screen.getByRole('listbox', { name: 'Team' })).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Northwind' }));
    expect(cardNames()).toEqual(['Stand plan · Northwind']);
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    expect(cardNames()).toEqual(['Risk assessment · Northwind']);
    expect(within(threadCards()[0]!).getByText('Handled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear team' }));
    await user.type(screen.getByRole('combobox', { name: 'Task' }), 'a');
    // Risk assessment, then Stand plan: the arrow keys move to the second before Enter picks it.
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cardNames()).toEqual(['Stand plan · Westway', 'Stand plan · Northwind']);
  });

  it('answers a thread in place through the reply path, and says the team was told', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = within(threadCards()[1]!);
    await user.click(card.getByRole('button', { name: 'Answer' }));
    expect(within(card.getByRole('list', { name: 'Thread' })).getByText('question text')).toBeInTheDocument();
    await user.type(card.getByLabelText('Your answer'), 'Use the template on the downloads page');
    await user.click(card.getByRole('button', { name: 'Send answer' }));
    expect(addReply).toHaveBeenCalledWith({
      comment: question,
      text: 'Use the template on the downloads page',
      authorName: 'Olive Organiser',
    });
    expect(showSuccess).toHaveBeenCalledWith('Your answer was sent to Brightside');
  });

  it('keeps the answer in its box with the failure when it could not be stored', async () => {
    addReply.mockReturnValue({ unwrap: () => Promise.reject(new Error('Missing or insufficient permissions.')) });
    const user = userEvent.setup();
    renderPage();
    const card = within(threadCards()[0]!);
    await user.click(card.getByRole('button', { name: 'Answer' }));
    await user.type(card.getByLabelText('Your answer'), 'On its way');
    await user.click(card.getByRole('button', { name: 'Send answer' }));
    expect(card.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(card.getByLabelText('Your answer')).toHaveValue('On its way');
  });

  it('marks an open thread handled, and reopens a handled one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(threadCards()[0]!).getByRole('button', { name: 'Mark handled' }));
    expect(updateHandled).toHaveBeenCalledWith({ comment: latest, isHandled: true });
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    await user.click(within(threadCards()[0]!).getByRole('button', { name: 'Reopen' }));
    expect(updateHandled).toHaveBeenLastCalledWith({ comment: handled, isHandled: false });
  });

  it('pages a long inbox', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      comment(`c${index}`, 'plan', 'north', `2026-07-01T08:${String(index).padStart(2, '0')}:00.000Z`),
    );
    posts = { data: { comments: many, replies: [] }, isLoading: false };
    renderPage('/admin/comments?page=2');
    expect(threadCards()).toHaveLength(5);
    expect(screen.getByText('Showing 26 to 30 of 30 items')).toBeInTheDocument();
  });

  it('shows loading, the failure, and the empty inbox', () => {
    posts = { isLoading: true };
    const { unmount } = renderPage();
    expect(screen.getByRole('status', { name: /Loading/ })).toBeInTheDocument();
    unmount();
    posts = { isLoading: false, error: { message: 'Missing or insufficient permissions.' } };
    const failed = renderPage();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    failed.unmount();
    posts = { data: { comments: [handled], replies: [] }, isLoading: false };
    renderPage();
    expect(screen.getByText('No open threads: every comment has been handled')).toBeInTheDocument();
  });
});
