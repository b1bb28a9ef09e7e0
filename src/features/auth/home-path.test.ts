import { describe, expect, it } from 'vitest';
import type { RouteId } from '../../domain/routes';
import { homePathFor } from './home-path';

const everything = () => true;
const withoutReports = (routeId: RouteId) => !routeId.startsWith('report');

describe('homePathFor', () => {
  it('sends a report viewer to the reports overview once it is built, else (no report built) to the dashboard', () => {
    expect(homePathFor('reportViewer', everything)).toBe('/admin/reports');
    expect(homePathFor('reportViewer', withoutReports)).toBe('/');
  });

  it('sends moderators and admins to the admin landing, team people to the dashboard', () => {
    expect(homePathFor('moderator', everything)).toBe('/admin');
    expect(homePathFor('admin', everything)).toBe('/admin');
    expect(homePathFor('user', everything)).toBe('/');
  });
});
