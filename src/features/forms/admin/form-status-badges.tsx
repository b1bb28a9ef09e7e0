import { Badge } from '../../../components/bootstrap/badge';
import type { Form } from '../../../domain/forms/form';

/** A form's states at a glance: published or draft, public (guests), editable after submitting. */
export function FormStatusBadges({
  form,
}: {
  form: Pick<Form, 'isPublished' | 'isPublic' | 'isEditable' | 'isArchived'>;
}) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {form.isArchived ? (
        <Badge bg="dark">Archived</Badge>
      ) : form.isPublished ? (
        <Badge bg="success">Published</Badge>
      ) : (
        <Badge bg="secondary">Draft</Badge>
      )}
      {form.isPublic && (
        <Badge bg="info" text="dark">
          Public
        </Badge>
      )}
      {form.isEditable && (
        <Badge bg="light" text="dark" className="border">
          Editable
        </Badge>
      )}
    </span>
  );
}
