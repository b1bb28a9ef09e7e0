import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../bootstrap/button';
import { Icon, type IconName } from '../icon';

interface Tool {
  label: string;
  icon: IconName;
  /** What the keyboard does the same with (aria-keyshortcuts), where there is a shortcut. */
  shortcut?: string;
  run: (editor: Editor, openLinkDialog: () => void) => void;
  /** A tool that is on or off where the cursor is shows it as pressed. */
  isOn?: (editor: Editor) => boolean;
  /** Undo and redo: nothing to do yet. */
  isIdle?: (editor: Editor) => boolean;
}

const focused = (editor: Editor) => editor.chain().focus();

const TOOLS: Tool[] = [
  {
    label: 'Heading',
    icon: 'type-h2',
    shortcut: 'Control+Alt+2',
    run: (editor) => focused(editor).toggleHeading({ level: 2 }).run(),
    isOn: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    icon: 'type-h3',
    shortcut: 'Control+Alt+3',
    run: (editor) => focused(editor).toggleHeading({ level: 3 }).run(),
    isOn: (editor) => editor.isActive('heading', { level: 3 }),
  },
  {
    label: 'Bold',
    icon: 'type-bold',
    shortcut: 'Control+B',
    run: (editor) => focused(editor).toggleBold().run(),
    isOn: (editor) => editor.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: 'type-italic',
    shortcut: 'Control+I',
    run: (editor) => focused(editor).toggleItalic().run(),
    isOn: (editor) => editor.isActive('italic'),
  },
  {
    label: 'Bulleted list',
    icon: 'list-ul',
    shortcut: 'Control+Shift+8',
    run: (editor) => focused(editor).toggleBulletList().run(),
    isOn: (editor) => editor.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: 'list-ol',
    shortcut: 'Control+Shift+7',
    run: (editor) => focused(editor).toggleOrderedList().run(),
    isOn: (editor) => editor.isActive('orderedList'),
  },
  {
    label: 'Link',
    icon: 'link-45deg',
    shortcut: 'Control+K',
    run: (_, openLinkDialog) => openLinkDialog(),
    isOn: (editor) => editor.isActive('link'),
  },
  {
    label: 'Clear formatting',
    icon: 'eraser',
    run: (editor) => focused(editor).unsetAllMarks().clearNodes().run(),
  },
  {
    label: 'Undo',
    icon: 'arrow-counterclockwise',
    shortcut: 'Control+Z',
    run: (editor) => focused(editor).undo().run(),
    isIdle: (editor) => !editor.can().undo(),
  },
  {
    label: 'Redo',
    icon: 'arrow-clockwise',
    shortcut: 'Control+Shift+Z',
    run: (editor) => focused(editor).redo().run(),
    isIdle: (editor) => !editor.can().redo(),
  },
];

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrow keys, Home and End move
 * between its buttons; a format that is on where the cursor is shows as pressed.
 */
export function RichTextToolbar({
  editor,
  label,
  openLinkDialog,
}: {
  editor: Editor;
  label: string;
  openLinkDialog: () => void;
}) {
  const states = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => ({ on: tool.isOn?.(current) ?? false, idle: tool.isIdle?.(current) ?? false })),
  });
  const [tabStop, setTabStop] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent) => {
    const next = MOVES[event.key]?.(tabStop, TOOLS.length);
    if (next === undefined) return;
    event.preventDefault();
    setTabStop(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      className="border-bottom p-1 d-flex flex-wrap gap-1"
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={move}
    >
      {TOOLS.map((tool, index) => {
        const { on, idle } = states[index] ?? { on: false, idle: false };
        return (
          <Button
            key={tool.label}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            size="sm"
            variant="light"
            active={on}
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.isOn ? on : undefined}
            aria-disabled={idle || undefined}
            aria-keyshortcuts={tool.shortcut}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setTabStop(index)}
            // The editor keeps its selection while a button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!idle) tool.run(editor, openLinkDialog);
            }}
          >
            <Icon name={tool.icon} />
          </Button>
        );
      })}
    </div>
  );
}
