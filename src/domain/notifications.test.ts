import { describe, expect, it } from 'vitest';
import {
  addressedTeamIds,
  isDueForPublishing,
  notificationAudience,
  publishedStatus,
  savedStatus,
  sortForReader,
  teamAddress,
  withReadState,
} from './notifications';

describe('event notifications', () => {
  it('save as draft, or scheduled for a time in the future', () => {
    const now = new Date('2026-11-23T07:00:00Z');
    expect(savedStatus({ scheduledAt: '' }, now)).toBe('draft');
    expect(savedStatus({ scheduledAt: '2026-11-23T07:02:00Z' }, now)).toBe('scheduled');
    expect(() => savedStatus({ scheduledAt: '2026-11-23T06:59:00Z' }, now)).toThrow('Invalid target date');
  });

  it('are due once their time has come', () => {
    const scheduled = { status: 'scheduled' as const, scheduledAt: '2026-11-23T07:02:00Z' };
    expect(isDueForPublishing(scheduled, new Date('2026-11-23T07:01:59Z'))).toBe(false);
    expect(isDueForPublishing(scheduled, new Date('2026-11-23T07:02:00Z'))).toBe(true);
    expect(isDueForPublishing({ ...scheduled, status: 'draft' }, new Date('2026-11-23T08:00:00Z'))).toBe(false);
  });

  it('end pushed without email, sent when every email went, failed otherwise', () => {
    expect(publishedStatus(false, 0)).toBe('pushed');
    expect(publishedStatus(true, 0)).toBe('sent');
    expect(publishedStatus(true, 1)).toBe('failed');
  });

  it('reach everyone when no team type is chosen, else the people of teams of those types', () => {
    const users = [
      { id: 'ann', teamId: 'acme' },
      { id: 'bob', teamId: 'bolt' },
      { id: 'staff', teamId: '' },
    ];
    const types = new Map([
      ['acme', 'exhibitor'],
      ['bolt', 'sponsor'],
    ]);
    const to = (teamTypeIds: string[]) => ({ teamTypeIds, teamId: '', teamIds: [] });
    expect(notificationAudience(to([]), users, types)).toEqual(['ann', 'bob', 'staff']);
    expect(notificationAudience(to(['sponsor']), users, types)).toEqual(['bob']);
  });

  it('reach the people of the teams named, beside those of the team types named', () => {
    const users = [
      { id: 'ann', teamId: 'acme' },
      { id: 'amy', teamId: 'acme' },
      { id: 'bob', teamId: 'bolt' },
      { id: 'cy', teamId: 'cog' },
      { id: 'staff', teamId: '' },
    ];
    const types = new Map([
      ['acme', 'exhibitor'],
      ['bolt', 'sponsor'],
      ['cog', 'exhibitor'],
    ]);
    // The spec's one team (teamId), as a stored record may hold it alone.
    expect(notificationAudience({ teamTypeIds: [], teamId: 'bolt', teamIds: [] }, users, types)).toEqual(['bob']);
    expect(notificationAudience({ teamTypeIds: [], ...teamAddress(['acme', 'cog']) }, users, types)).toEqual([
      'ann',
      'amy',
      'cy',
    ]);
    expect(notificationAudience({ teamTypeIds: ['sponsor'], ...teamAddress(['cog']) }, users, types)).toEqual([
      'bob',
      'cy',
    ]);
  });

  it("store one chosen team in the spec's teamId as well, and read either field back", () => {
    expect(teamAddress(['acme'])).toEqual({ teamId: 'acme', teamIds: ['acme'] });
    expect(teamAddress(['acme', 'bolt', 'acme'])).toEqual({ teamId: '', teamIds: ['acme', 'bolt'] });
    expect(teamAddress([])).toEqual({ teamId: '', teamIds: [] });
    expect(addressedTeamIds({ teamId: 'acme', teamIds: [] })).toEqual(['acme']);
    expect(addressedTeamIds({ teamId: 'acme', teamIds: ['acme', 'bolt'] })).toEqual(['acme', 'bolt']);
  });

  it('list unread first, then newest first', () => {
    const list = [
      { id: 'old', sentAt: '2026-11-01T00:00:00.000Z', updatedAt: '' },
      { id: 'new', sentAt: '2026-11-20T00:00:00.000Z', updatedAt: '' },
      { id: 'unread', sentAt: '2026-10-01T00:00:00.000Z', updatedAt: '' },
    ];
    expect(sortForReader(list, ['unread']).map((item) => [item.id, item.isUnread])).toEqual([
      ['unread', true],
      ['new', false],
      ['old', false],
    ]);
  });

  it('mark read by removing the id and unread by adding it back', () => {
    expect(withReadState(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(withReadState(['b'], 'a', false)).toEqual(['b', 'a']);
    expect(withReadState(['a'], 'a', false)).toEqual(['a']);
  });
});
