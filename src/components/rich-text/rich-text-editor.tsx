import { useEffect, useRef } from 'react';
import { Button, ButtonGroup } from '../bootstrap/button';
import { absoluteLink } from '../../domain/section';
import { sanitiseRichText } from './sanitise';
import { Icon, type IconName } from '../icon';

type Command = { command: string; icon: IconName; label: string };
const COMMANDS: Command[] = [
  { command: 'bold', icon: 'type-bold', label: 'Bold' },
  { command: 'italic', icon: 'type-italic', label: 'Italic' },
  { command: 'insertUnorderedList', icon: 'list-ul', label: 'Bulleted list' },
  { command: 'insertOrderedList', icon: 'list-ol', label: 'Numbered list' },
];

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  label: string;
}

/**
 * A small rich text editor: a contentEditable area with bold, italic, lists and links. The HTML is
 * stored as written and sanitised wherever it is shown (and when loaded here), so pasted scripts
 * never run.
 */
export function RichTextEditor({ id, value, onChange, label }: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);

  // The editor owns its DOM while focused; it takes the stored value only when it differs (load, undo of a save).
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.innerHTML !== value && document.activeElement !== editor)
      editor.innerHTML = sanitiseRichText(value);
  }, [value]);

  const emit = () => onChange(editorRef.current?.innerHTML ?? '');

  function run(command: string, argument?: string) {
    editorRef.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  }

  function addLink() {
    const link = window.prompt('Link address', 'www.');
    if (link && link.trim() && link.trim() !== 'www.') run('createLink', absoluteLink(link));
  }

  return (
    <div className="rich-text-editor border rounded-3 bg-body">
      <div className="border-bottom p-1 d-flex flex-wrap gap-1" role="toolbar" aria-label={`${label} formatting`}>
        <ButtonGroup size="sm">
          {COMMANDS.map(({ command, icon, label: commandLabel }) => (
            <Button
              key={command}
              variant="light"
              title={commandLabel}
              aria-label={commandLabel}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              <Icon name={icon} />
            </Button>
          ))}
          <Button
            variant="light"
            title="Link"
            aria-label="Link"
            onMouseDown={(event) => event.preventDefault()}
            onClick={addLink}
          >
            <Icon name="link-45deg" />
          </Button>
        </ButtonGroup>
      </div>
      <div
        id={id}
        ref={editorRef}
        className="content-rich-text p-3"
        style={{ minHeight: '8rem', outline: 'none' }}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
