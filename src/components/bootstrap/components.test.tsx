import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { Button } from './button';
import { Col, Row } from './grid';
import { WithTooltip } from './tooltip';

describe('Bootstrap components', () => {
  it('closes a dismissible alert with its Close alert button', async () => {
    const onClose = vi.fn();
    render(
      <Alert variant="danger" dismissible onClose={onClose}>
        Could not save.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveClass('alert', 'alert-danger', 'alert-dismissible');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders a button that does not submit its form unless told to', () => {
    render(
      <form>
        <Button variant="outline-secondary" size="sm">
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('btn', 'btn-outline-secondary', 'btn-sm');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('gives rows their columns per row and columns their widths per breakpoint, xs without infix', () => {
    render(
      <Row xs={1} md={2} className="g-3" as="ul" aria-label="Cards">
        <Col as="li" xs={12} lg={4}>
          Sized
        </Col>
        <Col as="li">Equal</Col>
      </Row>,
    );
    expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('row', 'g-3', 'row-cols-1', 'row-cols-md-2');
    expect(screen.getByText('Sized')).toHaveClass('col-12', 'col-lg-4');
    expect(screen.getByText('Sized')).not.toHaveClass('col');
    expect(screen.getByText('Equal')).toHaveClass('col');
  });

  it('shows a tooltip while its trigger has the focus, and describes the trigger with it', async () => {
    render(
      <WithTooltip id="used-in" tip="Exhibitor form">
        <button type="button" aria-describedby="used-in">
          1 form
        </button>
      </WithTooltip>,
    );
    const trigger = screen.getByRole('button', { name: '1 form' });
    expect(trigger).toHaveAccessibleDescription('Exhibitor form');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exhibitor form');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tooltip below a trigger just under the sticky header, moved in from the window edge it would pass', async () => {
    // A 390 px window; a 64 px top bar; the trigger at the right edge just below the bar; a tooltip 200 by 40.
    const rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.hasAttribute('data-sticky-header')) return { top: 0, bottom: 64, left: 0, right: 390 } as DOMRect;
      if (this.classList.contains('tooltip-anchor'))
        return { top: 70, bottom: 100, left: 330, right: 380, width: 50, height: 30 } as DOMRect;
      return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 } as DOMRect;
    });
    const windowWidth = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    render(
      <>
        <header data-sticky-header>Top bar</header>
        <WithTooltip id="report" tip="Generate a report based on your filter settings">
          <a href="/reports/tasks">Generate Report</a>
        </WithTooltip>
      </>,
    );
    await userEvent.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveClass('bs-tooltip-bottom');
    expect(tooltip.style.top).toBe('100px');
    // Centred it would end at 455 px: it ends at the window's margin (8 px) instead, its arrow still under the trigger's middle.
    expect(tooltip.style.left).toBe(`${390 - 8 - 200}px`);
    expect((tooltip.firstElementChild as HTMLElement).style.left).toBe(`${355 - (390 - 8 - 200)}px`);
    rects.mockRestore();
    windowWidth.mockRestore();
    width.mockRestore();
    height.mockRestore();
  });
});
