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
});
