import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskThread as Thread } from '../../../data/tasks/tasks-store';
import { commentSchema } from '../../../domain/tasks';
import type { Listener } from '../../../lib/firebase/documents';
import { TaskThread } from './task-thread';

// The real api slice and cache; the thread's live read is played by the test, as Firestore's
// listener would deliver it.
const store = vi.hoisted(() => ({
  listener: undefined as Listener<Thread> | undefined,
  listenThread: vi.fn(),
  createComment: vi.fn(),
}));
vi.mock('../../../data/tasks/tasks-store', () => store);
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

const comment = (id: string, text: string, createdAt: string) =>
  commentSchema.parse({ id, taskId: 'stand-plan', teamId: 'brightside', text, authorName: 'Mo Daniels', createdAt });
const thread = (comments: Thread['comments'], pendingIds: string[] = []): Thread => ({
  comments,
  replies: [],
  pendingIds,
});
const me = { uid: 'ann', name: 'Ann Lee', isOrganiser: false };

describe('a task thread, live', () => {
  beforeEach(() => {
    store.listenThread.mockReset().mockImplementation((_key, listener: Listener<Thread>) => {
      store.listener = listener;
      listener.next(thread([comment('c1', 'Is the plan fine?', '2026-11-20T09:00:00.000Z')]));
      return () => undefined;
    });
  });

  it("shows another person's comment as it arrives, and a comment written offline as not sent until stored", async () => {
    render(<TaskThread taskId="stand-plan" teamId="brightside" me={me} />);
    expect(await screen.findByText('Is the plan fine?')).toBeInTheDocument();
    expect(store.listenThread).toHaveBeenCalledWith({ taskId: 'stand-plan', teamId: 'brightside' }, expect.anything());

    const first = comment('c1', 'Is the plan fine?', '2026-11-20T09:00:00.000Z');
    const answer = comment('c2', 'Approved, thank you.', '2026-11-20T09:05:00.000Z');
    act(() => store.listener!.next(thread([first, answer])));
    expect(await screen.findByText('Approved, thank you.')).toBeInTheDocument();
    expect(screen.queryByText('Not sent yet')).not.toBeInTheDocument();

    const offline = comment('c3', 'Sent from the hall', '2026-11-20T09:10:00.000Z');
    act(() => store.listener!.next(thread([first, answer, offline], ['c3'])));
    expect(await screen.findByText('Sent from the hall')).toBeInTheDocument();
    const posts = screen.getAllByTestId('comment');
    expect(within(posts[2]!).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(posts[0]!).queryByText('Not sent yet')).not.toBeInTheDocument();

    act(() => store.listener!.next(thread([first, answer, offline])));
    await waitFor(() => expect(screen.queryByText('Not sent yet')).not.toBeInTheDocument());
    expect(screen.getByText('Comments')).toHaveTextContent('Comments (3)');
  });

  it('a refused listen shows the refusal and none of the thread', async () => {
    store.listenThread.mockImplementation((_key, listener: Listener<Thread>) => {
      queueMicrotask(() => listener.fail(Object.assign(new Error('denied'), { code: 'permission-denied' })));
      return () => undefined;
    });
    render(<TaskThread taskId="stand-plan" teamId="someone-else" me={me} />);
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.queryByTestId('comment')).not.toBeInTheDocument();
  });

  it('empties the comment box as the comment is sent, and gives the text back with the failure when it is refused', async () => {
    let refuse!: (error: Error) => void;
    store.createComment.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const user = userEvent.setup();
    render(<TaskThread taskId="stand-plan" teamId="brightside" me={me} />);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Can we have a second socket?');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(store.createComment).toHaveBeenCalledWith(
      'stand-plan',
      'brightside',
      'Can we have a second socket?',
      'Ann Lee',
    );
    expect(box).toHaveValue('');

    await act(async () => refuse(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    expect(box).toHaveValue('Can we have a second socket?');
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('reports a stored comment whose e-mail was refused as posted, apart, and does not give the text back', async () => {
    const notice =
      'Posted. The email about it was not sent: You have sent the organisers too many messages in the last hour. Please try again later.';
    store.createComment.mockResolvedValue({
      post: comment('c9', 'Where is hall B?', '2026-11-20T09:20:00.000Z'),
      mailProblem: notice,
    });
    const user = userEvent.setup();
    render(<TaskThread taskId="stand-plan" teamId="brightside" me={me} />);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Where is hall B?');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
