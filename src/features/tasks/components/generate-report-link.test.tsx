import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_TASK_FILTERS } from '../../../domain/task-filters';
import { GenerateReportLink } from './generate-report-link';

describe('GenerateReportLink', () => {
  it('opens the tasks report with the filters in the query, and explains itself', () => {
    const { rerender } = render(
      <MemoryRouter>
        <GenerateReportLink filters={{ ...NO_TASK_FILTERS, types: ['form'], approvalOnly: true }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Generate Report/ });
    expect(link.getAttribute('href')).toBe('/reports/tasks?type=form&approval=1');
    expect(link.getAttribute('title')).toBe('Generate a report based on your filter settings');
    rerender(
      <MemoryRouter>
        <GenerateReportLink filters={NO_TASK_FILTERS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Generate Report/ }).getAttribute('href')).toBe('/reports/tasks');
  });
});
