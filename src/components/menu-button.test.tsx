import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, MenuSubmenu, SUBMENU_CLOSE_DELAY_MS, SUBMENU_OPEN_DELAY_MS } from './menu-button';

function Choices() {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <MenuButton label={`Type (${picked.length})`} toggleClassName="btn btn-sm" closeOnSelect={false}>
      {['Form', 'Upload'].map((option) => (
        <label key={option} className="form-check">
          <input
            type="checkbox"
            checked={picked.includes(option)}
            onChange={() => setPicked((current) => [...current, option])}
          />
          {option}
        </label>
      ))}
    </MenuButton>
  );
}

describe('a menu button', () => {
  it('runs the chosen action and closes', async () => {
    const duplicate = vi.fn();
    render(
      <MenuButton label="…" ariaLabel="Actions for Welcome" toggleClassName="btn btn-sm" align="end">
        <button type="button" className="dropdown-item" onClick={duplicate}>
          Duplicate
        </button>
      </MenuButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Welcome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(duplicate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Welcome' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a menu of choices open while boxes are ticked, moves between them with the arrow keys, and closes on Escape', async () => {
    render(<Choices />);
    const toggle = screen.getByRole('button', { name: 'Type (0)' });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Form' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Upload' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Form' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Upload' }));
    expect(screen.getByRole('button', { name: 'Type (2)' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Form' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Type (2)' })).toHaveFocus();
  });

  it('places a menu inside a scrolling box against the window, shown only once placed, no taller than the room below, and keeps it open when the page scrolls', async () => {
    render(
      <div style={{ overflow: 'auto' }}>
        <MenuButton label="…" ariaLabel="Actions for Welcome" toggleClassName="btn btn-sm" align="end">
          <button type="button" className="dropdown-item">
            Archive
          </button>
        </MenuButton>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Welcome' }));
    const menu = screen.getByRole('button', { name: 'Archive' }).parentElement!;
    expect(menu).toHaveStyle({ position: 'fixed' });
    expect(menu.style.visibility).not.toBe('hidden');
    expect(menu.style.top).toBe('2px');
    expect(menu.style.maxHeight).toBe(`${window.innerHeight - 2 - 8}px`);
    fireEvent.scroll(window);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeVisible();
    expect(menu).toHaveStyle({ position: 'fixed' });
  });

  it('opens a tall menu above a button low in the window, but never under the sticky header', async () => {
    const rect = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 100 }) as DOMRect;
    const rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.hasAttribute('data-sticky-header')) return rect(0, 64);
      if (this.getAttribute('aria-label') === 'Add item') return rect(window.innerHeight - 68, window.innerHeight - 38);
      return rect(0, 0);
    });
    const heights = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    render(
      <>
        <header data-sticky-header>Top bar</header>
        <MenuButton label="+" ariaLabel="Add item" toggleClassName="btn">
          <button type="button" className="dropdown-item">
            Short text
          </button>
        </MenuButton>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const menu = screen.getByRole('button', { name: 'Short text' }).parentElement!;
    // The room above: from the header's bottom (64) plus the window margin (8) down to the gap (2) over the button.
    expect(menu.style.top).toBe('72px');
    expect(menu.style.maxHeight).toBe(`${window.innerHeight - 68 - 2 - 8 - 64}px`);
    rects.mockRestore();
    heights.mockRestore();
  });

  it('moves a menu sideways to keep it inside a narrow window, and no wider than the window', async () => {
    const rect = (left: number, right: number) => ({ top: 100, bottom: 130, left, right }) as DOMRect;
    const rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.getAttribute('aria-label') === 'Filter near the right edge') return rect(300, 360);
      if (this.getAttribute('aria-label') === 'Actions near the left edge') return rect(0, 30);
      return rect(0, 0);
    });
    const windowWidth = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const menuWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    render(
      <>
        <MenuButton label="Type" ariaLabel="Filter near the right edge" toggleClassName="btn">
          <button type="button" className="dropdown-item">
            Form
          </button>
        </MenuButton>
        <MenuButton label="…" ariaLabel="Actions near the left edge" toggleClassName="btn" align="end">
          <button type="button" className="dropdown-item">
            Archive
          </button>
        </MenuButton>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter near the right edge' }));
    // Its start would be under the button (300): its right edge keeps the margin (8) from the window's (390).
    expect(screen.getByRole('button', { name: 'Form' }).parentElement!.style.left).toBe(`${390 - 8 - 200}px`);
    await userEvent.click(screen.getByRole('button', { name: 'Actions near the left edge' }));
    // Its end would be under the button's (30), its start past the window's left edge: it keeps the margin.
    const actions = screen.getByRole('button', { name: 'Archive' }).parentElement!;
    expect(actions.style.left).toBe('8px');
    expect(actions.style.maxWidth).toBe(`${390 - 2 * 8}px`);
    rects.mockRestore();
    windowWidth.mockRestore();
    menuWidth.mockRestore();
  });

  it('does not open while disabled', async () => {
    render(
      <MenuButton label="…" ariaLabel="Actions for Welcome" toggleClassName="btn btn-sm" disabled>
        <button type="button" className="dropdown-item">
          Archive
        </button>
      </MenuButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Welcome' }));
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});

describe('a submenu', () => {
  function AddMenu({ onAdd }: { onAdd: (what: string) => void }) {
    return (
      <MenuButton label="Add section" toggleClassName="btn">
        <button type="button" className="dropdown-item" onClick={() => onAdd('Rich text')}>
          Rich text
        </button>
        <MenuSubmenu label="Embed">
          {['YouTube', 'Vimeo'].map((name) => (
            <button key={name} type="button" className="dropdown-item" onClick={() => onAdd(name)}>
              {name}
            </button>
          ))}
        </MenuSubmenu>
        <button type="button" className="dropdown-item" onClick={() => onAdd('Table')}>
          Table
        </button>
      </MenuButton>
    );
  }
  const mouse = { pointerType: 'mouse' };

  it(`opens ${SUBMENU_OPEN_DELAY_MS} ms after the pointer rests on its entry and closes ${SUBMENU_CLOSE_DELAY_MS} ms after it leaves`, () => {
    vi.useFakeTimers();
    try {
      render(<AddMenu onAdd={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
      const embed = screen.getByRole('button', { name: 'Embed' });
      fireEvent.pointerOver(embed, mouse);
      act(() => vi.advanceTimersByTime(SUBMENU_OPEN_DELAY_MS - 1));
      expect(screen.queryByRole('button', { name: 'YouTube' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'YouTube' })).toBeInTheDocument();
      expect(embed).toHaveAttribute('aria-expanded', 'true');

      // Passing out and back within the close delay (a slanted path into the submenu) keeps it open.
      fireEvent.pointerOut(embed, mouse);
      act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
      fireEvent.pointerOver(screen.getByRole('button', { name: 'YouTube' }), mouse);
      act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS));
      expect(screen.getByRole('button', { name: 'YouTube' })).toBeInTheDocument();

      fireEvent.pointerOut(screen.getByRole('button', { name: 'YouTube' }), mouse);
      act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
      expect(screen.getByRole('button', { name: 'YouTube' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('button', { name: 'YouTube' })).not.toBeInTheDocument();
      expect(embed).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens with the right arrow, moves within itself, closes with the left arrow, and its action closes the whole menu', async () => {
    const onAdd = vi.fn();
    render(<AddMenu onAdd={onAdd} />);
    screen.getByRole('button', { name: 'Add section' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Rich text' }));
    await userEvent.keyboard('{ArrowDown}');
    const embed = screen.getByRole('button', { name: 'Embed' });
    await expect.poll(() => document.activeElement).toBe(embed);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'YouTube' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vimeo' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(embed);
    expect(screen.queryByRole('button', { name: 'Vimeo' })).not.toBeInTheDocument();
    // The main menu's arrows pass over the closed submenu's entries to the next of its own.
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Table' }));

    await userEvent.click(embed);
    await userEvent.click(screen.getByRole('button', { name: 'Vimeo' }));
    expect(onAdd).toHaveBeenCalledWith('Vimeo');
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument();
  });
});
