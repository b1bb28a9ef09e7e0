import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { ProgressBar } from '../../../components/bootstrap/progress-bar';
import { Icon } from '../../../components/icon';
import { FileDropZone } from '../../../components/file-drop-zone';
import { ALLOWED_UPLOAD_EXTENSIONS } from '../../../domain/constants';
import { acceptedExtensions, uploadLimitBytes } from '../../../domain/forms/field';
import { formatFileSize, formatSizeLimit } from '../../../domain/file-size';
import { fileExtension, isAllowedUpload } from '../../../domain/file-types';
import { uploadProblem } from '../../../domain/upload-check';
import { describedBy, FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';
import { isPendingFile, pendingFile, type UploadEntry } from './upload-entries';

function entryName(entry: UploadEntry): string {
  return isPendingFile(entry) ? entry.file.name : entry.name;
}

function entrySize(entry: UploadEntry): number {
  return isPendingFile(entry) ? entry.file.size : entry.size;
}

/**
 * Files for an upload field: one, or several when the field allows, of the field's accepted groups
 * and at most its size limit (50 MB unless the organiser set another). A refused file says why at
 * once; chosen files are uploaded with a progress bar each when the form is sent or saved.
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
}: FieldInputProps<'upload', UploadEntry[]> & { progress: Readonly<Record<string, number>> }) {
  const [problem, setProblem] = useState<string>();
  const extensions = acceptedExtensions(field) ?? ALLOWED_UPLOAD_EXTENSIONS;
  const maxBytes = uploadLimitBytes(field);
  const isAccepted = (file: { name: string; type: string }) =>
    isAllowedUpload(file.name, file.type) && extensions.includes(fileExtension(file.name));
  const isUploading = value.some((entry) => isPendingFile(entry) && progress[entry.pendingId] !== undefined);
  const canChoose = !readOnly && !isUploading && (field.isMulti || value.length === 0);
  const hint = `${extensions.map((extension) => extension.toUpperCase()).join(', ')} up to ${formatSizeLimit(maxBytes)}${field.isMulti ? ' each' : ''}.`;

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const chosen = field.isMulti ? files : files.slice(0, 1);
    const problems = chosen.map((file) => uploadProblem(file, maxBytes, isAccepted));
    const accepted = chosen.filter((_, index) => !problems[index]);
    const refused = chosen.map((file, index) => problems[index] && `${file.name}: ${problems[index]}`).filter(Boolean);
    setProblem(refused.length ? refused.join(' ') : undefined);
    if (accepted.length)
      onChange(field.isMulti ? [...value, ...accepted.map(pendingFile)] : [pendingFile(accepted[0]!)]);
  };

  const message = problem ?? error;
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={[field.description, readOnly ? '' : hint].filter(Boolean).join(' ')}
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
                    onClick={() => onChange(value.filter((other) => other !== entry))}
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
