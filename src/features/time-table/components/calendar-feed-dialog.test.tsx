import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed } from '../../../domain/calendar-feed';
import { CalendarFeedDialog } from './calendar-feed-dialog';

const FEED_URL = 'https://europe-west2-demo.cloudfunctions.net/timeTableFeed?event=ev&token=secret';
const state: { feed: CalendarFeed | null; made: string[]; fail: boolean } = { feed: null, made: [], fail: false };

vi.mock('../../../data/time-table/calendar-feed-api', () => ({
  useMyCalendarFeedQuery: () => ({ data: state.feed, isLoading: false }),
  useMakeCalendarFeedLinkMutation: () => [
    () => ({
      unwrap: async () => {
        if (state.fail) throw { message: 'The time table has not been published yet.' };
        const url = `${FEED_URL}-${state.made.length + 1}`;
        state.made.push(url);
        return url;
      },
    }),
    { isLoading: false },
  ],
}));

const open = () => render(<CalendarFeedDialog show onHide={() => {}} timeZone="Europe/London" />);

describe('subscribing to the time table from a calendar app', () => {
  beforeEach(() => {
    state.feed = null;
    state.made = [];
    state.fail = false;
  });

  it('makes a first link and shows it once, to copy or open in a calendar app', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByText(/at the event's times \(Europe\/London\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make my calendar link' }));
    expect(screen.getByLabelText('Your calendar link')).toHaveValue(`${FEED_URL}-1`);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      `webcal://europe-west2-demo.cloudfunctions.net/timeTableFeed?event=ev&token=secret-1`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${FEED_URL}-1`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('asks before a new link replaces the one made before', async () => {
    state.feed = { uid: 'ann', tokenHash: 'h', createdAt: '2026-07-01T08:00:00.000Z' };
    const user = userEvent.setup();
    open();
    expect(screen.getByText(/You made a calendar link on 1 Jul 2026, 09:00 BST/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(screen.getByText(/The link you made before stops working/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the old link' }));
    expect(state.made).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(state.made).toHaveLength(1);
    expect(screen.getByLabelText('Your calendar link')).toHaveValue(`${FEED_URL}-1`);
  });

  it('says why a link could not be made', async () => {
    state.fail = true;
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Make my calendar link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The time table has not been published yet.');
  });
});
