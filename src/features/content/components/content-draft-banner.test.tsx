import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContentDraftBanner } from './content-draft-banner';

describe('the unpublished changes banner', () => {
  it('publishes at once and discards only after the confirmation', async () => {
    const user = userEvent.setup();
    const onPublish = vi.fn();
    const onDiscard = vi.fn();
    render(
      <ContentDraftBanner onPublish={onPublish} onDiscard={onDiscard} isPublishing={false} isDiscarding={false} />,
    );
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
    expect(
      screen.getByText('Teams and guests see the published page until you publish these changes.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    expect(onPublish).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(onDiscard).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDiscard).not.toHaveBeenCalled();
    expect(dialog).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(
      screen.getAllByRole('button', { name: 'Discard changes' }).find((button) => confirm.contains(button))!,
    );
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
