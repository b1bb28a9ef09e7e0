import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { ProgressBar } from '../../../components/bootstrap/progress-bar';
import { Icon } from '../../../components/icon';
import { FileDropZone } from '../../../components/file-drop-zone';
import { uploadAllowance, uploadFieldProblem, type Uploader } from '../../../domain/forms/field';
import { formatFileSize, formatSizeLimit } from '../../../domain/file-size';
import { formUploadExtensions } from '../../../domain/file-types';
import { describedBy, FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';
import { isPendingFile, pendingFile, pendingFilesBytes, type UploadEntry } from './upload-entries';

function entryName(entry: UploadEntry): string {
  return isPendingFile(entry) ? entry.file.name : entry.name;
}

function entrySize(entry: UploadEntry): number {
  return isPendingFile(entry) ? entry.file.size : entry.size;
}

export interface UploadFieldProps extends FieldInputProps<'upload', UploadEntry[]> {
  /** Upload progress (0–100) of chosen files by pendingId, while the form is being sent. */
  progress: Readonly<Record<string, number>>;
  uploader: Uploader;
  /** The bytes of every file chosen in the whole form so far (a guest's files share one limit). */
  chosenBytes: () => number;
}

/** What the field says it takes: its types, and the limit for this person (a guest's total too). */
export function uploadHint(field: UploadFieldProps['field'], uploader: Uploader): string {
  const types = formUploadExtensions(field.accept)
    .filter((extension) => extension !== 'jpg')
    .map((extension) => extension.toUpperCase())
    .join(', ');
  const { perFileBytes, totalBytes } = uploadAllowance(field, uploader);
  const each = field.isMulti ? ' each' : '';
  const total =
    totalBytes === undefined ? '' : ` Files sent with this form may add up to ${formatSizeLimit(totalBytes)}.`;
  return `${types} up to ${formatSizeLimit(perFileBytes)}${each}.${total}`;
}

/**
 * Files for an upload field: one, or several when the field allows, of the field's upload groups
 * and within the person's limit (the field's, at most 50 MB; a guest's 10 MB in all). A refused
 * file says why as it is chosen and is not taken; chosen files are uploaded with a progress bar
 * each when the form is sent or saved, and can be removed or replaced whenever nothing is uploading.
 */
export function UploadField({
  field,
  ids,
  value = [],
  onChange,
  onBlur,
  error,
  readOnly,
  progress,
  uploader,
  chosenBytes,
}: UploadFieldProps) {
  const [problem, setProblem] = useState<string>();
  const extensions = formUploadExtensions(field.accept);
  const isUploading = value.some((entry) => isPendingFile(entry) && progress[entry.pendingId] !== undefined);
  const canChoose = !readOnly && !isUploading && (field.isMulti || value.length === 0);

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const chosen = field.isMulti ? files : files.slice(0, 1);
    // A single file replaces this field's own; the rest of the form's files stay counted.
    let otherBytes = chosenBytes() - (field.isMulti ? 0 : pendingFilesBytes(value));
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      const reason = uploadFieldProblem(field, file, uploader, otherBytes);
      if (reason) refused.push(`${file.name}: ${reason}`);
      else {
        accepted.push(file);
        otherBytes += file.size;
      }
    }
    setProblem(refused.length ? refused.join(' ') : undefined);
    if (accepted.length)
      onChange(field.isMulti ? [...value, ...accepted.map(pendingFile)] : [pendingFile(accepted[0]!)]);
  };
  const remove = (entry: UploadEntry) => {
    setProblem(undefined);
    onChange(value.filter((other) => other !== entry));
  };

  const message = problem ?? error;
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={[field.description, readOnly ? '' : uploadHint(field, uploader)].filter(Boolean).join(' ')}
      isRequired={field.isRequired}
      error={message}
    >
      {value.length > 0 && (
        <ul className="list-unstyled d-grid gap-2 mb-2">
          {value.map((entry) => {
            const percent = isPendingFile(entry) ? progress[entry.pendingId] : undefined;
            return (
              <li key={isPendingFile(entry) ? entry.pendingId : entry.path} className="form-fill-file">
                <Icon name="file-earmark-check" className="fs-4 text-primary flex-shrink-0" />
                <div className="flex-grow-1 min-w-0">
                  {isPendingFile(entry) ? (
                    <div className="fw-medium text-truncate">{entryName(entry)}</div>
                  ) : (
                    <a href={entry.url} target="_blank" rel="noreferrer" className="fw-medium text-truncate d-block">
                      {entryName(entry)}
                    </a>
                  )}
                  <div className="small text-body-secondary">{formatFileSize(entrySize(entry))}</div>
                  {percent !== undefined && (
                    <ProgressBar
                      className="mt-1"
                      now={percent}
                      label={`${Math.round(percent)}%`}
                      aria-label={`Uploading ${entryName(entry)}`}
                      animated={percent < 100}
                    />
                  )}
                </div>
                {!readOnly && !isUploading && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => remove(entry)}
                    aria-label={`Remove ${entryName(entry)}`}
                  >
                    <Icon name="x-lg" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canChoose && (
        <FileDropZone
          inputId={ids.input}
          onFiles={take}
          multiple={field.isMulti}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          invalid={Boolean(message)}
          describedBy={describedBy(ids, { hasDescription: true, error: message })['aria-describedby']}
          onBlur={onBlur}
          className="form-fill-drop"
        />
      )}
    </FieldShell>
  );
}
