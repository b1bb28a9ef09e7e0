import { describe, expect, it } from 'vitest';
import { filterThreads, inboxThreads } from './comments-inbox';
import { commentSchema, replySchema } from './tasks';

const comment = (id: string, teamId: string, createdAt: string, extra: Record<string, unknown> = {}) =>
  commentSchema.parse({ id, taskId: 'plan', teamId, text: `${id} text`, createdAt, ...extra });
const reply = (id: string, commentId: string, createdAt: string, isFromOrganiser: boolean) =>
  replySchema.parse({ id, commentId, taskId: 'plan', teamId: 'north', text: `${id} text`, createdAt, isFromOrganiser });

describe('the comments inbox threads', () => {
  it('puts the threads whose last word is the team’s first, then the most recently active', () => {
    const threads = inboxThreads(
      [
        comment('answered', 'north', '2026-11-01T09:00:00.000Z'),
        comment('oldQuestion', 'bright', '2026-11-02T09:00:00.000Z'),
        comment('newQuestion', 'west', '2026-11-03T09:00:00.000Z'),
      ],
      [reply('answer', 'answered', '2026-11-05T09:00:00.000Z', true)],
    );
    expect(threads.map((thread) => [thread.comment.id, thread.awaitsAnswer, thread.latest.id])).toEqual([
      ['newQuestion', true, 'newQuestion'],
      ['oldQuestion', true, 'oldQuestion'],
      ['answered', false, 'answer'],
    ]);
  });

  it('takes the replies in the order they were written, the newest as the last word', () => {
    const [thread] = inboxThreads(
      [comment('question', 'north', '2026-11-01T09:00:00.000Z')],
      [
        reply('second', 'question', '2026-11-03T09:00:00.000Z', false),
        reply('first', 'question', '2026-11-02T09:00:00.000Z', true),
      ],
    );
    expect(thread!.replies.map((each) => each.id)).toEqual(['first', 'second']);
    expect(thread!.latest.id).toBe('second');
    expect(thread!.awaitsAnswer).toBe(true);
  });

  it('keeps a thread handled while only organisers write after the mark; the team’s next word reopens it', () => {
    const handled = { handledAt: '2026-11-04T09:00:00.000Z', handledBy: 'olive' };
    const question = comment('question', 'north', '2026-11-01T09:00:00.000Z', handled);
    const afterOrganiser = inboxThreads([question], [reply('note', 'question', '2026-11-05T09:00:00.000Z', true)]);
    expect(afterOrganiser[0]!.state).toBe('handled');
    const afterTeam = inboxThreads([question], [reply('again', 'question', '2026-11-05T09:00:00.000Z', false)]);
    expect(afterTeam[0]!.state).toBe('open');
    expect(inboxThreads([comment('fresh', 'north', '2026-11-01T09:00:00.000Z')], [])[0]!.state).toBe('open');
  });

  it('filters by task, team and state', () => {
    const threads = inboxThreads(
      [
        comment('northOpen', 'north', '2026-11-01T09:00:00.000Z'),
        comment('northHandled', 'north', '2026-11-01T10:00:00.000Z', {
          handledAt: '2026-11-02T09:00:00.000Z',
          handledBy: 'olive',
        }),
        comment('brightOpen', 'bright', '2026-11-01T11:00:00.000Z', { taskId: 'risk' }),
      ],
      [],
    );
    const ids = (filters: Parameters<typeof filterThreads>[1]) =>
      filterThreads(threads, filters).map((thread) => thread.comment.id);
    expect(ids({ taskId: '', teamId: 'north', state: 'all' })).toEqual(['northHandled', 'northOpen']);
    expect(ids({ taskId: '', teamId: 'north', state: 'open' })).toEqual(['northOpen']);
    expect(ids({ taskId: '', teamId: '', state: 'handled' })).toEqual(['northHandled']);
    expect(ids({ taskId: 'risk', teamId: '', state: 'all' })).toEqual(['brightOpen']);
  });
});
