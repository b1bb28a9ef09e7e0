import { EditorContent, getMarkAttributes, useEditor, type Editor } from '@tiptap/react';
import type { EditorState } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { absoluteLink } from '../../domain/section';
import { cleanPastedHtml } from './clean-pasted-html';
import { LinkDialog } from './link-dialog';
import type { RichTextEditorProps } from './rich-text-editor';
import { RichTextToolbar } from './rich-text-toolbar';
import { sanitiseRichText } from './sanitise';
import './rich-text.css';

const EXTENSIONS = [
  StarterKit.configure({
    // Stored text is shown as typed: no code formatting the readers' style does not draw.
    code: false,
    codeBlock: false,
    // No empty paragraph added after a closing list or heading: the stored text is what was typed.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/** What the editor holds as stored HTML: sanitised with the one configuration; an empty editor is ''. */
function storedHtml(editor: Editor): string {
  return editor.isEmpty ? '' : sanitiseRichText(editor.getHTML());
}

/** Sets a link on the selection, or, with nothing selected, inserts the address as linked text. */
function applyLink(editor: Editor, address: string) {
  const href = absoluteLink(address);
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link'))
    chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href } }] }).run();
  else chain.setLink({ href }).run();
}

/**
 * The rich-text editor itself (TipTap on ProseMirror). The editor owns its document and its undo
 * history: a new value from outside replaces the document only when it is not what the editor last
 * reported, so re-renders keep the history. Loading never reports a change, so existing text opens
 * unchanged until someone edits it.
 */
export default function TipTapEditor({ id, value, onChange, label }: RichTextEditorProps) {
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  /** The address of the link the dialog edits ('' for a new one); undefined while the dialog is closed. */
  const [linkHref, setLinkHref] = useState<string>();
  const openLinkDialog = (state: EditorState) =>
    setLinkHref((getMarkAttributes(state, 'link').href as string | undefined) ?? '');

  const frame = useRef<HTMLDivElement>(null);
  const readOnly = useRef(false);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: sanitiseRichText(value),
    shouldRerenderOnTransaction: false,
    editorProps: {
      // A function, so that ProseMirror asks again whenever the editor turns read-only or back.
      attributes: () => ({
        id,
        class: 'content-rich-text p-3',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-readonly': String(readOnly.current),
      }),
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (view, event) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false;
        event.preventDefault();
        openLinkDialog(view.state);
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => {
      reported.current = storedHtml(updated);
      onChangeRef.current(reported.current);
    },
  });

  // Inside a disabled fieldset the editor is read-only, as the fieldset's own fields are (a page
  // whose edit lock is not this organiser's, say): what was typed there would never be saved.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const followFieldsets = () => {
      const disabled = element.closest('fieldset:disabled') !== null;
      if (readOnly.current === disabled) return;
      readOnly.current = disabled;
      editor.setEditable(!disabled, false);
    };
    followFieldsets();
    const observer = new MutationObserver(followFieldsets);
    for (
      let fieldset = element.closest('fieldset');
      fieldset;
      fieldset = fieldset.parentElement?.closest('fieldset') ?? null
    )
      observer.observe(fieldset, { attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [editor]);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(sanitiseRichText(value), { emitUpdate: false });
  }, [editor, value]);

  const closeLinkDialog = () => {
    setLinkHref(undefined);
    editor.commands.focus();
  };

  return (
    <div ref={frame} className="rich-text-editor border rounded-3 bg-body">
      <RichTextToolbar editor={editor} label={label} openLinkDialog={() => openLinkDialog(editor.state)} />
      <EditorContent editor={editor} />
      {linkHref !== undefined && (
        <LinkDialog
          href={linkHref}
          onApply={(address) => {
            applyLink(editor, address);
            setLinkHref(undefined);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkHref(undefined);
          }}
          onCancel={closeLinkDialog}
        />
      )}
    </div>
  );
}
