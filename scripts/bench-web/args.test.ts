import { describe, expect, it } from 'vitest';
import { optionValue, routesFromArgs } from './args';

describe('optionValue', () => {
  it('reads --name <value> and --name=<value>; absent is undefined; a missing value stops the run', () => {
    expect(optionValue(['--routes', 'login'], 'routes')).toBe('login');
    expect(optionValue(['--baseline=v1.2', '--routes=tasks'], 'routes')).toBe('tasks');
    expect(optionValue(['--baseline', 'main'], 'routes')).toBeUndefined();
    expect(() => optionValue(['--routes'], 'routes')).toThrow('--routes needs a value');
    expect(() => optionValue(['--routes', '--baseline', 'main'], 'routes')).toThrow('--routes needs a value');
  });
});

describe('routesFromArgs', () => {
  const all = ['login', 'dashboard', 'tasks'] as const;
  it('keeps the given routes in the table order, or all of them', () => {
    expect(routesFromArgs(['--routes', 'tasks,login'], all)).toEqual(['login', 'tasks']);
    expect(routesFromArgs([], all)).toEqual(all);
  });
  it('names a route that does not exist and the ones that do', () => {
    expect(() => routesFromArgs(['--routes=tasks,teams'], all)).toThrow(
      '--routes: no route teams; the routes are login, dashboard, tasks',
    );
  });
});
