import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usageTooltipLines, UsedInForms } from './used-in-forms';

const titles = (count: number) => Array.from({ length: count }, (_, index) => `Form ${index + 1}`);

describe('used in forms', () => {
  it('lists at most five forms, then + N more', () => {
    expect(usageTooltipLines(titles(5))).toEqual(titles(5));
    expect(usageTooltipLines(titles(8))).toEqual([...titles(5), '+ 3 more']);
  });

  it('shows the count, and the titles on focus', async () => {
    render(<UsedInForms groupId="g1" forms={titles(7).map((title, index) => ({ id: `f${index}`, title }))} />);
    fireEvent.focus(screen.getByRole('button', { name: '7 forms' }));
    expect(await screen.findByText('+ 2 more')).toBeInTheDocument();
    expect(screen.getByText('Form 5')).toBeInTheDocument();
    expect(screen.queryByText('Form 6')).toBeNull();
  });

  it('says when no form uses the group', () => {
    render(<UsedInForms groupId="g1" forms={[]} />);
    expect(screen.getByText('Not used')).toBeInTheDocument();
  });
});
