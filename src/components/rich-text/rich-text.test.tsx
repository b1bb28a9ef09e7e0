import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('rich text as readers see it', () => {
  it('shows the stored text without scripts or handlers, its links opening in a new tab', async () => {
    const { container } = render(
      <RichText
        html={
          '<p>Bring your <strong>badge</strong>.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><a href="https://example.test/plan">Floor plan</a>'
        }
      />,
    );
    expect(await screen.findByText('badge')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByRole('link', { name: 'Floor plan' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Floor plan' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  });
});
