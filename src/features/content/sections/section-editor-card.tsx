import { useSortable } from '@dnd-kit/sortable';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import {
  SECTION_TYPE_ICONS,
  SECTION_TYPE_LABELS,
  sectionDataErrors,
  sectionProblems,
  type SectionPage,
} from '../../../domain/section';
import type { EditorSection } from '../../../data/content/content-store';
import { SectionFields } from './section-fields';
import { Icon } from '../../../components/icon';

export interface SectionEditorCardProps {
  section: EditorSection;
  position: number;
  /** After a save was tried: every reason the section cannot be shown is marked, not only data that does not parse. */
  isChecked?: boolean;
  /** The page the section is on (a public page's images need alt text). */
  page: SectionPage;
  onChange: (section: EditorSection) => void;
  onDelete: () => void;
}

/** One section in the editor: drag handle, heading, published switch, delete and its fields. */
export function SectionEditorCard({
  section,
  position,
  isChecked = false,
  page,
  onChange,
  onDelete,
}: SectionEditorCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
  });
  const errors = isChecked ? sectionProblems(section, page) : sectionDataErrors(section);
  const cannotBeShown = isChecked && Object.keys(errors).length > 0;
  const label = SECTION_TYPE_LABELS[section.type];
  return (
    <Card
      ref={setNodeRef}
      as="li"
      className={`section-editor-card shadow-sm ${cannotBeShown ? 'border-danger' : 'border-0'} ${isDragging ? 'is-dragging' : ''} ${section.isPublished ? '' : 'is-unpublished'}`}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
      aria-label={`${label} section ${position}`}
      data-section-type={section.type}
    >
      <Card.Header className="bg-body d-flex align-items-center gap-2 flex-wrap">
        <Button
          ref={setActivatorNodeRef}
          variant="link"
          className="text-body-secondary p-1 section-drag-handle"
          aria-label={`Move ${label} section ${position}`}
          {...attributes}
          {...listeners}
        >
          <Icon name="grip-vertical" />
        </Button>
        <Badge bg="light" text="dark" className="border">
          <Icon name={SECTION_TYPE_ICONS[section.type]} className="me-1" />
          {label}
        </Badge>
        {!section.isPublished && <Badge bg="secondary">Unpublished</Badge>}
        {cannotBeShown && (
          <Badge bg="danger">
            <Icon name="exclamation-triangle" className="me-1" />
            Cannot be shown
          </Badge>
        )}
        <div className="ms-auto d-flex align-items-center gap-3">
          <Form.Check
            type="switch"
            id={`${section.id}-published`}
            label="Published"
            checked={section.isPublished}
            onChange={(event) => onChange({ ...section, isPublished: event.target.checked })}
          />
          <Button
            variant="outline-danger"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${label} section ${position}`}
          >
            <Icon name="trash" />
          </Button>
        </div>
      </Card.Header>
      <Card.Body className="d-grid gap-3">
        <Form.Group controlId={`${section.id}-heading`}>
          <Form.Label>
            Heading <span className="text-body-secondary small">(optional)</span>
          </Form.Label>
          <Form.Control
            value={section.heading}
            onChange={(event) => onChange({ ...section, heading: event.target.value })}
          />
        </Form.Group>
        <SectionFields section={section} onChange={onChange} errors={errors} />
      </Card.Body>
    </Card>
  );
}
