import { describe, expect, it } from 'vitest';
import { bestMatch, matchPattern, parsePattern } from './path-patterns';

const match = (pattern: string, path: string) => matchPattern(parsePattern(pattern), path);
const winner = (patterns: string[], path: string) => bestMatch(patterns, parsePattern, path)?.item;

describe('matchPattern', () => {
  it('answers the parameters, decoded, for a path of the same shape', () => {
    expect(match('/admin/teams/:teamId/:userId', '/admin/teams/t%201/u%2F2')).toEqual({ teamId: 't 1', userId: 'u/2' });
    expect(match('/admin/teams/:teamId', '/admin/teams')).toBeUndefined();
    expect(match('/admin/teams/:teamId', '/admin/teams/t1/edit-team')).toBeUndefined();
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(match('/content/:contentId', '/content/100%')).toEqual({ contentId: '100%' });
  });

  it('ignores case in static segments, a trailing slash, the query and the hash', () => {
    expect(match('/admin/teams', '/Admin/TEAMS/?page=2#top')).toEqual({});
    expect(match('/admin/teams', '/admin/users')).toBeUndefined();
  });

  it('lets * take any remaining segments, or none', () => {
    expect(match('*', '/')).toEqual({});
    expect(match('*', '/no/such/screen')).toEqual({});
    expect(match('/admin/*', '/admin')).toEqual({});
    expect(match('/admin/*', '/admin/teams/t1')).toEqual({});
    expect(match('/admin/*', '/reports')).toBeUndefined();
  });
});

describe('bestMatch', () => {
  it('prefers a static segment to a parameter, whichever comes first', () => {
    expect(winner(['/forms/:formId/:confirmationId', '/forms/:formId/draft-saved'], '/forms/f1/draft-saved')).toBe('/forms/:formId/draft-saved');
    expect(winner(['/forms/:formId/draft-saved', '/forms/:formId/:confirmationId'], '/forms/f1/draft-saved')).toBe('/forms/:formId/draft-saved');
    expect(winner(['/forms/:formId/:confirmationId', '/forms/:formId/draft-saved'], '/forms/f1/c1')).toBe('/forms/:formId/:confirmationId');
  });

  it('prefers any other match to *, and among equals the first', () => {
    expect(winner(['*', '/'], '/')).toBe('/');
    expect(winner(['*', '/tasks/:taskId'], '/tasks/t1')).toBe('/tasks/:taskId');
    expect(winner(['*', '/tasks/:taskId'], '/tasks')).toBe('*');
    expect(winner(['/teams/:teamId', '/teams/:id'], '/teams/t1')).toBe('/teams/:teamId');
  });

  it('answers undefined when nothing matches', () => {
    expect(bestMatch(['/tasks'], parsePattern, '/suppliers')).toBeUndefined();
  });
});
