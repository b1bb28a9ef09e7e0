import { describe, expect, it } from 'vitest';
import { eventPaths, profilePath } from './paths';

describe('eventPaths', () => {
  const paths = eventPaths('ev1');

  it('scopes every collection, document and folder by the event', () => {
    expect(paths.event).toBe('events/ev1');
    expect(paths.collection('teams')).toBe('events/ev1/teams');
    expect(paths.doc('content', 'c1')).toBe('events/ev1/content/c1');
    expect(paths.settings('branding')).toBe('events/ev1/settings/branding');
    expect(paths.user('u1')).toBe('events/ev1/users/u1');
    expect(paths.storage('assets', 'a1', 'large.jpg')).toBe('events/ev1/assets/a1/large.jpg');
    expect(profilePath('u1')).toBe('profiles/u1');
    expect(paths.taskStatus('t1', 'team1')).toBe('events/ev1/taskStatuses/t1_team1');
  });

  it('refuses ids that would escape their collection', () => {
    expect(() => eventPaths('')).toThrow('Invalid event id: ""');
    expect(() => paths.doc('teams', 'a/b')).toThrow('Invalid teams id: "a/b"');
    expect(() => paths.storage('assets', '../x/y')).toThrow('Invalid storage path segment');
    expect(() => profilePath('')).toThrow('Invalid user id');
  });
});
