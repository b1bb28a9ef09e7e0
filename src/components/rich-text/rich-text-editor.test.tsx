import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

// The editor in jsdom: pasting, undo, the toolbar and the link dialog. jsdom keeps no real selection
// while keys are typed into a contenteditable, so typing itself is covered in Chromium
// (tests/e2e/rich-text-editor.test.ts).

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out. The stand-ins
// go when this file ends, since component test files share one jsdom.
const measuring = {
  getClientRects: Range.prototype.getClientRects,
  getBoundingClientRect: Range.prototype.getBoundingClientRect,
  elementFromPoint: document.elementFromPoint,
};
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterAll(() => {
  Object.assign(Range.prototype, {
    getClientRects: measuring.getClientRects,
    getBoundingClientRect: measuring.getBoundingClientRect,
  });
  document.elementFromPoint = measuring.elementFromPoint;
});

function Host({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="body"
        label="Text"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const stored = () => screen.getByTestId('stored').textContent;
// The editor loads on its own (lazily); the first load in a test run compiles it.
const editorBox = () => screen.findByRole('textbox', { name: 'Text' }, { timeout: 10_000 });

/** A paste as the browser delivers it from Word or a web page: HTML and plain text on the clipboard. */
function paste(target: Element, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data: Record<string, string> = { 'text/html': html, 'text/plain': target.textContent ?? '' };
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => data[type] ?? '', types: Object.keys(data), files: [], items: [] },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

// Word's HTML for a bold word, an italic one, a bulleted list of two items and an empty paragraph.
const WORD_FRAGMENT = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><style>p.MsoNormal{mso-style-parent:"";margin:0cm;font-family:"Calibri",sans-serif}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->
<p class=MsoNormal><b><span style='mso-bidi-font-weight:normal'>Stand build</span></b><span style='mso-fareast-font-family:"Times New Roman"'> starts at <i>8 am</i>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Badges<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Power <span style='color:red' onclick="alert(1)">sockets</span><o:p></o:p></p>
<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>
<!--EndFragment--></body></html>`;

describe('rich text editor', () => {
  it('opens stored text as it is, without reporting a change', async () => {
    const onChange = vi.fn();
    render(
      <Host
        initial='<p>Bring your <b>badge</b> and <a href="https://example.test/plan">the plan</a>.</p>'
        onChange={onChange}
      />,
    );
    const box = await editorBox();
    expect(within(box).getByText('badge').tagName).toBe('STRONG');
    expect(within(box).getByText('the plan')).toHaveAttribute('href', 'https://example.test/plan');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only inside a disabled fieldset, as its fields are, and editable once the fieldset is enabled', async () => {
    const onChange = vi.fn();
    function Locked() {
      const [locked, setLocked] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setLocked(false)}>
            Take over
          </button>
          <fieldset disabled={locked}>
            <Host initial="<p>Draft notes.</p>" onChange={onChange} />
          </fieldset>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Locked />);
    const box = await editorBox();
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(box).toHaveAttribute('contenteditable', 'false');
    paste(box, '<p>Typed before the lock was taken</p>');
    expect(stored()).toBe('<p>Draft notes.</p>');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-readonly', 'false'));
    expect(box).toHaveAttribute('contenteditable', 'true');
    await user.click(box);
    paste(box, '<p>Typed once it was ours</p>');
    await waitFor(() => expect(stored()).toContain('Typed once it was ours'));
  });

  it('cleans a pasted Word fragment on the way in, and undoes and redoes it after the host re-rendered', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const box = await editorBox();
    await user.click(box);
    paste(box, WORD_FRAGMENT);
    await waitFor(() =>
      expect(stored()).toBe(
        // Word's empty paragraph stays a blank line.
        '<p><strong>Stand build</strong> starts at <em>8 am</em>.</p><p></p><ul><li><p>Badges</p></li><li><p>Power sockets</p></li></ul>',
      ),
    );
    expect(box.innerHTML).not.toMatch(/mso-|o:p|MsoNormal|<span|<img|<script|onclick|·/);

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(stored()).toBe(''));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(stored()).toContain('<strong>Stand build</strong>'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toBe(''));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves through the toolbar with the arrow keys, Home and End, one Tab stop, and shows pressed formats', async () => {
    const user = userEvent.setup();
    render(<Host initial="<p>Hello</p>" />);
    await editorBox();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Clear formatting',
      'Undo',
      'Redo',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveFocus();
    // Tab leaves the toolbar for the text; Shift+Tab comes back to the button last used.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.tab();
    expect(await editorBox()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();

    const bold = screen.getByRole('button', { name: 'Bold' });
    const heading = screen.getByRole('button', { name: 'Heading' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(await editorBox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    await waitFor(() => expect(stored()).toBe('<p><strong>Hello</strong></p>'));
    await user.click(heading);
    await waitFor(() => expect(stored()).toBe('<h2><strong>Hello</strong></h2>'));
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    await waitFor(() => expect(stored()).toBe('<p>Hello</p>'));
    expect(heading).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a format as pressed while it is on at the cursor, and not once it is off', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(await editorBox());
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    const bulleted = screen.getByRole('button', { name: 'Bulleted list' });
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(bold).toHaveClass('active');
    expect(italic).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Control>}i{/Control}');
    expect(italic).toHaveAttribute('aria-pressed', 'true');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bulleted);
    expect(bulleted).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("adds, edits and removes a link through the editor's own dialog", async () => {
    const prompt = vi.spyOn(window, 'prompt');
    const user = userEvent.setup();
    render(<Host initial="<p>Floor plan</p>" />);
    await user.click(await editorBox());
    await user.keyboard('{Control>}a{/Control}');
    const link = screen.getByRole('button', { name: 'Link' });
    await user.click(link);
    let dialog = screen.getByRole('dialog', { name: 'Add link' });
    const address = within(dialog).getByLabelText('Link address');
    expect(address).toHaveFocus();
    await user.type(address, 'www.example.test/plan');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(stored()).toBe(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://www.example.test/plan">Floor plan</a></p>',
      ),
    );
    expect(link).toHaveAttribute('aria-pressed', 'true');

    // Ctrl+K opens the same dialog on the link, with its address to change.
    await user.keyboard('{Control>}k{/Control}');
    dialog = screen.getByRole('dialog', { name: 'Edit link' });
    const edited = within(dialog).getByLabelText('Link address');
    expect(edited).toHaveValue('https://www.example.test/plan');
    await user.clear(edited);
    await user.type(edited, 'https://example.test/hall-b{Enter}');
    await waitFor(() => expect(stored()).toContain('href="https://example.test/hall-b">Floor plan</a>'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(link);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit link' })).getByRole('button', { name: 'Remove link' }),
    );
    await waitFor(() => expect(stored()).toBe('<p>Floor plan</p>'));
    expect(prompt).not.toHaveBeenCalled();
  });
});
