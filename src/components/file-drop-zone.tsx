import { useState, type DragEvent, type FocusEventHandler, type ReactNode } from 'react';
import { Button } from './bootstrap/button';
import './file-upload.css';
import { Icon } from './icon';

export interface FileDropZoneProps {
  /** The hidden file input's id, for the label that names the zone. */
  inputId: string;
  /** The files dropped or chosen (one unless `multiple`). */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** The input's accept attribute (a hint to the file dialog; the caller's check decides). */
  accept?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  /** What the zone shows, given a way to open the file dialog; by default the drag prompt and a Choose button. */
  children?: (choose: () => void) => ReactNode;
}

/**
 * The one drop zone of every upload: drag files onto it or choose them with its button (keyboard
 * users reach the button; the zone shows focus when anything inside it has it).
 */
export function FileDropZone({
  inputId,
  onFiles,
  multiple = false,
  accept,
  disabled = false,
  invalid = false,
  describedBy,
  onBlur,
  className = '',
  children,
}: FileDropZoneProps) {
  const [isDragging, setIsDragging] = useState(false);
  // By id rather than a ref, so `children` may be given it while rendering.
  const choose = () => document.getElementById(inputId)?.click();
  const take = (files: File[]) => {
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };

  return (
    <div
      className={`file-upload-zone${isDragging ? ' is-dragging' : ''}${invalid ? ' is-invalid' : ''} ${className}`.trim()}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={inputId}
        type="file"
        // Keyboard users choose with the button; the hidden input would be an invisible tab stop.
        tabIndex={-1}
        className="visually-hidden"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          // Choosing the same file again after removing it should fire change again.
          event.target.value = '';
        }}
      />
      {children ? (
        children(choose)
      ) : (
        <>
          <Icon name="cloud-arrow-up" className="fs-2 text-body-tertiary" />
          <div className="fw-semibold">{multiple ? 'Drag files here' : 'Drag a file here'}</div>
          <div className="small text-body-secondary mb-1">or</div>
          <Button variant="outline-primary" size="sm" onClick={choose} disabled={disabled}>
            {multiple ? 'Choose files' : 'Choose file'}
          </Button>
        </>
      )}
    </div>
  );
}
