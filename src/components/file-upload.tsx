import { useId, useState } from 'react';
import { Button } from './bootstrap/button';
import { ProgressBar } from './bootstrap/progress-bar';
import { ALLOWED_UPLOAD_EXTENSIONS, DEFAULT_UPLOAD_LIMIT_BYTES } from '../domain/constants';
import { formatFileSize, formatSizeLimit } from '../domain/file-size';
import { uploadProblem, type UploadCandidate } from '../domain/upload-check';
import { FileDropZone } from './file-drop-zone';
import { Icon } from './icon';

export interface FileUploadProps {
  /** The field's label, e.g. "File". */
  label: string;
  /** The chosen file (controlled); undefined for none. */
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  /** The input's accept attribute (a hint to the file dialog); the check below is what decides. */
  accept?: string;
  /** Which files are accepted; by default the spec's allowed upload types. */
  isAccepted?: (file: UploadCandidate) => boolean;
  /** Largest accepted size in bytes; 50 MB by default. */
  maxBytes?: number;
  /** 0–100 while uploading: shows the progress bar. */
  progress?: number;
  /** A line under the field, e.g. the allowed types. */
  hint?: string;
  disabled?: boolean;
  /** The input's id, for a form that moves the focus to it (generated otherwise). */
  id?: string;
  /** A problem the form found before saving (e.g. no file chosen), shown as a refused file's is. */
  error?: string;
}

const DEFAULT_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A file field with drag and drop: checks type and size as soon as a file is chosen (the error says
 * why a file was refused), shows the chosen file with its size, and a progress bar while uploading.
 * Keyboard users use the "Choose file" button; the drop zone is for pointer users.
 */
export function FileUpload({
  label,
  value,
  onChange,
  accept = DEFAULT_ACCEPT,
  isAccepted,
  maxBytes = DEFAULT_UPLOAD_LIMIT_BYTES,
  progress,
  hint,
  disabled = false,
  id,
  error,
}: FileUploadProps) {
  const [refusal, setProblem] = useState<string>();
  const problem = refusal ?? error;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = useId();
  const errorId = useId();
  const isUploading = progress !== undefined;

  const take = ([file]: File[]) => {
    if (!file) return;
    const reason = uploadProblem(file, maxBytes, isAccepted);
    setProblem(reason);
    onChange(reason ? undefined : file);
  };

  return (
    <div className="file-upload">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <FileDropZone
        inputId={inputId}
        onFiles={take}
        accept={accept}
        disabled={disabled || isUploading}
        invalid={Boolean(problem)}
        describedBy={[hint ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ')}
      >
        {value
          ? (choose) => (
              <div className="d-flex flex-wrap align-items-center gap-3 w-100 text-start">
                <Icon name="file-earmark-check" className="fs-2 text-primary" />
                <div className="flex-grow-1 min-w-0 file-upload-chosen">
                  <div className="fw-semibold text-truncate" data-testid="chosen-file-name">
                    {value.name}
                  </div>
                  <div className="small text-body-secondary">{formatFileSize(value.size)}</div>
                </div>
                {!isUploading && (
                  <div className="d-flex gap-2 flex-shrink-0 ms-auto">
                    <Button size="sm" variant="outline-primary" onClick={choose} disabled={disabled}>
                      Change
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => onChange(undefined)}
                      disabled={disabled}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </div>
            )
          : undefined}
      </FileDropZone>
      {isUploading && (
        <ProgressBar
          className="mt-2"
          now={progress}
          label={`${Math.round(progress)}%`}
          aria-label={`Uploading ${value?.name ?? 'file'}`}
          animated={progress < 100}
        />
      )}
      {problem && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

/** The standard hint: what may be uploaded and the size limit. */
export function uploadHint(
  maxBytes: number = DEFAULT_UPLOAD_LIMIT_BYTES,
  extensions: readonly string[] = ALLOWED_UPLOAD_EXTENSIONS,
): string {
  return `${extensions.map((extension) => extension.toUpperCase()).join(', ')} up to ${formatSizeLimit(maxBytes)}.`;
}
