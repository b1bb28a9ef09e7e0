import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  label: string;
}

// TipTap and ProseMirror load only where text is edited, never with the screens that only show it.
const TipTapEditor = lazy(() => import('./tiptap-editor'));

/**
 * The rich-text editor: headings, bold, italic, lists, links, clear formatting, undo and redo, from
 * its toolbar or the keyboard. It reports sanitised HTML ('' when empty); pasted text is cleaned as
 * it comes in.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-text-editor border rounded-3 bg-body" style={{ minHeight: '10.5rem' }} aria-busy="true" />
      }
    >
      <TipTapEditor {...props} />
    </Suspense>
  );
}
