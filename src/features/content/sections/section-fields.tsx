import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { Table } from '../../../components/bootstrap/table';
import { LibraryAssetPicker } from '../../../components/library-asset-picker';
import { useAssetsQuery } from '../../../data/assets/assets-api';
import { ResourcePicker, TaskListPicker } from './record-pickers';
import { CALLOUT_VARIANTS, TABLE_COLUMN_COUNT } from '../../../domain/constants';
import { RESOURCE_TYPES, resizeTableRows, type SectionOf, type SectionType } from '../../../domain/section';
import type { EditorSection } from '../../../data/content/content-store';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { Icon } from '../../../components/icon';
import { FileDropZone } from '../../../components/file-drop-zone';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../../domain/constants';
import { formatFileSize } from '../../../domain/file-size';
import { fileExtension } from '../../../domain/file-types';
import { UPLOAD_TYPE_NOT_ALLOWED_MESSAGE, uploadProblem, type UploadCandidate } from '../../../domain/upload-check';

export interface SectionFieldsProps<T extends SectionType> {
  section: SectionOf<T> & { pendingFiles?: File[] };
  onChange: (section: EditorSection) => void;
  /** Field errors from the data check, by field name. */
  errors: Partial<Record<string, string>>;
}

const CALLOUT_LABELS = { default: 'Default', warning: 'Warning', danger: 'Danger', success: 'Success' } as const;

/** A reason beside a field that has no invalid state of its own (the rich text editor, the image picker, the table). */
function FieldProblem({ message }: { message: string | undefined }) {
  return message ? <div className="invalid-feedback d-block">{message}</div> : null;
}

function TableFields({ section, onChange, errors }: SectionFieldsProps<'table'>) {
  const { data } = section;
  const setData = (next: Partial<typeof data>) => onChange({ ...section, data: { ...data, ...next } });
  const setCell = (rowIndex: number, cellIndex: number, value: string) =>
    setData({
      rows: data.rows.map((row, index) =>
        index === rowIndex ? { cells: row.cells.map((cell, at) => (at === cellIndex ? value : cell)) } : row,
      ),
    });
  const columns = Array.from(
    { length: TABLE_COLUMN_COUNT.max - TABLE_COLUMN_COUNT.min + 1 },
    (_, index) => index + TABLE_COLUMN_COUNT.min,
  );
  return (
    <div className="d-grid gap-2">
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <Form.Group controlId={`${section.id}-columns`} className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0">Columns</Form.Label>
          <Form.Select
            size="sm"
            style={{ width: '5rem' }}
            value={data.columnCount}
            onChange={(event) => {
              const columnCount = Number(event.target.value);
              setData({ columnCount, rows: resizeTableRows(data.rows, columnCount) });
            }}
          >
            {columns.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          id={`${section.id}-header`}
          label="First row is the header"
          checked={data.isFirstRowHeader}
          onChange={(event) => setData({ isFirstRowHeader: event.target.checked })}
        />
        <Form.Check
          type="switch"
          id={`${section.id}-fixed`}
          label="Fixed width columns"
          checked={data.isFixedWidth}
          onChange={(event) => setData({ isFixedWidth: event.target.checked })}
        />
      </div>
      <div className="content-table-wrapper">
        <Table
          bordered
          size="sm"
          className="mb-0 table-fixed"
          style={{ tableLayout: 'fixed', minWidth: `${data.columnCount * 7}rem` }}
        >
          <tbody>
            {data.rows.map((row, rowIndex) => (
              <tr
                key={rowIndex}
                className={rowIndex === 0 && data.isFirstRowHeader ? 'table-light fw-semibold' : undefined}
              >
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className="p-0">
                    <Form.Control
                      size="sm"
                      className={`border-0 rounded-0 ${rowIndex === 0 && data.isFirstRowHeader ? 'fw-semibold' : ''}`}
                      value={cell}
                      placeholder={rowIndex === 0 && data.isFirstRowHeader ? `Heading ${cellIndex + 1}` : ''}
                      aria-label={`Row ${rowIndex + 1}, column ${cellIndex + 1}`}
                      onChange={(event) => setCell(rowIndex, cellIndex, event.target.value)}
                    />
                  </td>
                ))}
                <td className="p-0 text-center align-middle" style={{ width: '2.5rem' }}>
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger"
                    aria-label={`Remove row ${rowIndex + 1}`}
                    disabled={data.rows.length <= 1}
                    onClick={() => setData({ rows: data.rows.filter((_, index) => index !== rowIndex) })}
                  >
                    <Icon name="x-lg" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <FieldProblem message={errors.rows} />
      <div>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            setData({ rows: [...data.rows, { cells: Array.from({ length: data.columnCount }, () => '') }] })
          }
        >
          <Icon name="plus-lg" className="me-1" />
          Add row
        </Button>
      </div>
    </div>
  );
}

const ONLY_PDF_MESSAGE = 'Only PDF files can be added here.';
const isPdf = (file: UploadCandidate) => fileExtension(file.name) === 'pdf';

function PdfFields({ section, onChange }: SectionFieldsProps<'pdf'>) {
  const { data } = section;
  const pending = section.pendingFiles ?? [];
  const [refused, setRefused] = useState<string>();
  return (
    <div className="d-grid gap-2">
      <Form.Group controlId={`${section.id}-file-name`}>
        <Form.Label>File name shown to readers</Form.Label>
        <Form.Control
          value={data.fileName}
          onChange={(event) => onChange({ ...section, data: { ...data, fileName: event.target.value } })}
          placeholder="e.g. Exhibitor manual"
        />
      </Form.Group>
      {data.urls.length > 0 && (
        <ul className="list-group">
          {data.urls.map((url, index) => (
            <li key={url} className="list-group-item d-flex align-items-center gap-2">
              <Icon name="file-earmark-pdf" className="text-danger" />
              <a href={url} target="_blank" rel="noopener noreferrer" className="me-auto text-truncate">
                {data.fileName || 'Document'} ({index + 1})
              </a>
              <Button
                size="sm"
                variant="link"
                className="text-danger"
                aria-label={`Remove file ${index + 1}`}
                onClick={() =>
                  onChange({ ...section, data: { ...data, urls: data.urls.filter((value) => value !== url) } })
                }
              >
                <Icon name="x-lg" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form.Group controlId={`${section.id}-files`}>
        <Form.Label>{data.urls.length ? 'Add PDF files' : 'PDF files'}</Form.Label>
        <FileDropZone
          inputId={`${section.id}-files`}
          multiple
          accept="application/pdf,.pdf"
          invalid={Boolean(refused)}
          describedBy={refused ? `${section.id}-files-error` : undefined}
          onFiles={(files) => {
            const problems = files.map((file) => uploadProblem(file, DEFAULT_UPLOAD_LIMIT_BYTES, isPdf));
            setRefused(
              files
                .flatMap((file, index) =>
                  problems[index]
                    ? [
                        `${file.name}: ${problems[index] === UPLOAD_TYPE_NOT_ALLOWED_MESSAGE ? ONLY_PDF_MESSAGE : problems[index]}`,
                      ]
                    : [],
                )
                .join(' ') || undefined,
            );
            const accepted = files.filter((_, index) => !problems[index]);
            if (accepted.length) onChange({ ...section, pendingFiles: [...pending, ...accepted] });
          }}
        />
        {refused && (
          <div id={`${section.id}-files-error`} className="invalid-feedback d-block" role="alert">
            {refused}
          </div>
        )}
        {pending.length > 0 && (
          <ul className="list-group mt-2" aria-label="Files to upload">
            {pending.map((file, index) => (
              <li key={`${file.name}-${index}`} className="list-group-item d-flex align-items-center gap-2">
                <Icon name="file-earmark-pdf" className="text-danger" />
                <span className="me-auto text-truncate">{file.name}</span>
                <span className="small text-body-secondary">{formatFileSize(file.size)}</span>
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  aria-label={`Do not upload ${file.name}`}
                  onClick={() => onChange({ ...section, pendingFiles: pending.filter((_, other) => other !== index) })}
                >
                  <Icon name="x-lg" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {pending.length > 0 && (
          <Form.Text>
            {pending.length} file{pending.length === 1 ? '' : 's'} will be uploaded when you save.
          </Form.Text>
        )}
      </Form.Group>
    </div>
  );
}

/** The type-specific fields of a section in the editor. */
export function SectionFields({ section, onChange, errors }: SectionFieldsProps<SectionType>) {
  const assets = useAssetsQuery();
  const imageAltText = (assetId: string) => assets.data?.find((asset) => asset.id === assetId)?.altText ?? '';
  const text = (
    field: string,
    label: string,
    value: string,
    options: { placeholder?: string; hint?: string; multiline?: boolean } = {},
  ) => (
    <Form.Group controlId={`${section.id}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as={options.multiline ? 'textarea' : 'input'}
        {...(options.multiline ? { rows: 3 } : {})}
        value={value}
        placeholder={options.placeholder}
        isInvalid={Boolean(errors[field])}
        onChange={(event) =>
          onChange({ ...section, data: { ...section.data, [field]: event.target.value } } as EditorSection)
        }
      />
      <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
      {options.hint && <Form.Text>{options.hint}</Form.Text>}
    </Form.Group>
  );

  switch (section.type) {
    case 'richText':
      return (
        <div>
          <RichTextEditor
            id={`${section.id}-text`}
            label="Text"
            value={section.data.text}
            onChange={(html) => onChange({ ...section, data: { text: html } })}
          />
          <FieldProblem message={errors.text} />
        </div>
      );
    case 'button':
      return (
        <Row className="g-3">
          <Col md={5}>{text('text', 'Button text', section.data.text, { placeholder: 'e.g. Book your stand' })}</Col>
          <Col md={7}>{text('link', 'Link', section.data.link, { placeholder: 'www.example.com' })}</Col>
        </Row>
      );
    case 'callout':
      return (
        <div className="d-grid gap-3">
          {text('text', 'Text', section.data.text, { multiline: true })}
          <Form.Group>
            <Form.Label as="div">Style</Form.Label>
            <div className="d-flex flex-wrap gap-3">
              {CALLOUT_VARIANTS.map((variant) => (
                <Form.Check
                  key={variant}
                  type="radio"
                  inline
                  name={`${section.id}-variant`}
                  id={`${section.id}-variant-${variant}`}
                  label={CALLOUT_LABELS[variant]}
                  checked={section.data.variant === variant}
                  onChange={() => onChange({ ...section, data: { ...section.data, variant } })}
                />
              ))}
            </div>
          </Form.Group>
        </div>
      );
    case 'image':
      return (
        <div className="d-grid gap-3">
          <div>
            <LibraryAssetPicker
              value={section.data.assetId}
              onChange={(assetId) =>
                // The asset's own alt text is the default; the organiser may say more for this page.
                onChange({ ...section, data: { assetId, altText: imageAltText(assetId) } })
              }
            />
            <FieldProblem message={errors.assetId} />
          </div>
          {section.data.assetId &&
            text('altText', 'Alt text', section.data.altText, {
              hint: 'What the image shows, for people who cannot see it. Required on a public page.',
            })}
        </div>
      );
    case 'googleMaps':
      return text('location', 'Map', section.data.location, {
        placeholder: 'A Google Maps link or an address',
        hint: 'Paste a Google Maps URL, or type an address such as "ExCeL London, Royal Victoria Dock".',
      });
    case 'pdf':
      return <PdfFields section={section} onChange={onChange} errors={errors} />;
    case 'youTube':
      return text('shortcode', 'YouTube shortcode', section.data.shortcode, {
        placeholder: 'dQw4w9WgXcQ',
        hint: 'The code after "watch?v=" in the video address.',
      });
    case 'vimeo':
      return text('videoId', 'Vimeo video id', section.data.videoId, {
        placeholder: '76979871',
        hint: 'The number at the end of the video address.',
      });
    case 'taskList':
      return (
        <Form.Group>
          <Form.Label as="div">Task list</Form.Label>
          <TaskListPicker
            label="Task list"
            value={section.data.taskListId}
            isInvalid={Boolean(errors.taskListId)}
            onChange={(taskListId) => onChange({ ...section, data: { taskListId } })}
          />
          <FieldProblem message={errors.taskListId} />
          <Form.Text>Readers will see this task list’s tasks here.</Form.Text>
        </Form.Group>
      );
    case 'resources':
      return (
        <div className="d-grid gap-2">
          {section.data.resources.map((resource, index) => (
            <div key={index} className="d-flex gap-2">
              <Form.Select
                size="sm"
                style={{ width: '8rem' }}
                aria-label={`Resource ${index + 1} type`}
                value={resource.type}
                onChange={(event) =>
                  onChange({
                    ...section,
                    data: {
                      resources: section.data.resources.map((item, at) =>
                        at === index ? { id: '', type: event.target.value as (typeof RESOURCE_TYPES)[number] } : item,
                      ),
                    },
                  })
                }
              >
                {RESOURCE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type === 'task' ? 'Task' : 'Supplier'}
                  </option>
                ))}
              </Form.Select>
              <ResourcePicker
                size="sm"
                type={resource.type}
                label={`Resource ${index + 1}`}
                value={resource.id}
                onChange={(id) =>
                  onChange({
                    ...section,
                    data: {
                      resources: section.data.resources.map((item, at) => (at === index ? { ...item, id } : item)),
                    },
                  })
                }
              />
              <Button
                size="sm"
                variant="link"
                className="text-danger"
                aria-label={`Remove resource ${index + 1}`}
                onClick={() =>
                  onChange({ ...section, data: { resources: section.data.resources.filter((_, at) => at !== index) } })
                }
              >
                <Icon name="x-lg" />
              </Button>
            </div>
          ))}
          {errors.resources && <div className="text-danger small">{errors.resources}</div>}
          <div>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() =>
                onChange({ ...section, data: { resources: [...section.data.resources, { id: '', type: 'task' }] } })
              }
            >
              <Icon name="plus-lg" className="me-1" />
              Add resource
            </Button>
          </div>
        </div>
      );
    case 'table':
      return <TableFields section={section} onChange={onChange} errors={errors} />;
  }
}
