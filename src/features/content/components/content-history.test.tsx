import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contentVersionSchema } from '../../../domain/content-draft';
import { ContentHistory } from './content-history';

const version = (id: string, publishedAt: string, publishedBy: string, title: string) =>
  contentVersionSchema.parse({ id, contentId: 'page', publishedAt, publishedBy, settings: { title }, sections: [] });

describe('the version history', () => {
  const versions = [
    version('v2', '2026-07-01T12:30:00.000Z', 'Mo Daniels', 'Stand build (new)'),
    version('v1', '2026-06-30T23:30:00.000Z', 'Scheduled publishing', 'Stand build'),
  ];

  it("lists versions newest first in the event's zone with their author, and says how many are kept", () => {
    render(<ContentHistory versions={versions} timeZone="Europe/London" onRestore={vi.fn()} />);
    const items = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1 Jul 2026, 13:30 BST');
    expect(items[0]).toHaveTextContent('Mo Daniels · Stand build (new)');
    expect(items[1]).toHaveTextContent('1 Jul 2026, 00:30 BST');
    expect(items[1]).toHaveTextContent('Scheduled publishing · Stand build');
    expect(screen.getByText(/the last 20 are kept and older ones removed/)).toBeInTheDocument();
  });

  it('restores a version only once confirmed', async () => {
    const user = userEvent.setup();
    const onRestore = vi.fn();
    render(<ContentHistory versions={versions} timeZone="Europe/London" onRestore={onRestore} />);
    await user.click(screen.getByRole('button', { name: 'Restore the version of 1 Jul 2026, 00:30 BST' }));
    await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(onRestore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Restore version' }));
    expect(onRestore).toHaveBeenCalledWith(versions[1]);
  });

  it('says when there is no version yet', () => {
    render(<ContentHistory versions={[]} timeZone="Europe/London" onRestore={vi.fn()} />);
    expect(screen.getByText('No versions yet: publishing the page stores the first.')).toBeInTheDocument();
  });
});
