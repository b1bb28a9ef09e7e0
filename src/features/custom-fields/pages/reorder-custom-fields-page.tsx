import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { ListGroup } from '../../../components/bootstrap/list-group';
import { Spinner } from '../../../components/bootstrap/spinner';
import { Link, useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { CUSTOM_FIELD_TYPE_LABELS, type CustomField } from '../../../domain/custom-field';
import { buildPath } from '../../../domain/routes';
import { useCustomFieldsQuery, useUpdateCustomFieldOrderMutation } from '../../../data/custom-fields/custom-fields-api';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

function SortableField({ field, position }: { field: CustomField; position: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: field.id });
  return (
    <ListGroup.Item
      ref={setNodeRef}
      className={`d-flex align-items-center gap-3 ${isDragging ? 'shadow bg-body-tertiary' : ''}`}
      style={{
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <button
        type="button"
        className="btn btn-sm btn-light border"
        style={{ cursor: 'grab', touchAction: 'none' }}
        aria-label={`Move ${field.label}`}
        {...attributes}
        {...listeners}
      >
        <Icon name="grip-vertical" />
      </button>
      <span className="text-body-secondary small" style={{ width: '1.5rem' }}>
        {position}
      </span>
      <span className="fw-semibold flex-grow-1">{field.label}</span>
      <Badge bg="light" text="dark" className="border">
        {CUSTOM_FIELD_TYPE_LABELS[field.type]}
      </Badge>
    </ListGroup.Item>
  );
}

function ReorderList({ fields }: { fields: CustomField[] }) {
  const [order, setOrder] = useState(fields);
  const [reorder, { isLoading }] = useUpdateCustomFieldOrderMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((current) =>
      arrayMove(
        current,
        current.findIndex((field) => field.id === active.id),
        current.findIndex((field) => field.id === over.id),
      ),
    );
  };
  const changed = order.some((field, index) => field.id !== fields[index]?.id);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((field) => field.id)} strategy={verticalListSortingStrategy}>
          <ListGroup className="mb-3 shadow-sm">
            {order.map((field, index) => (
              <SortableField key={field.id} field={field} position={index + 1} />
            ))}
          </ListGroup>
        </SortableContext>
      </DndContext>
      <div className="d-flex gap-2">
        <Button
          disabled={!changed || isLoading}
          onClick={async () => {
            try {
              await reorder(order.map((field) => field.id)).unwrap();
            } catch (failure) {
              return feedback.showError(errorMessage(failure));
            }
            feedback.showSuccess();
            await navigate(buildPath('manageCustomFields'));
          }}
        >
          {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Save order
        </Button>
        <Link className="btn btn-outline-secondary" to={buildPath('manageCustomFields')}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

/** Reorder custom fields by dragging (or with the keyboard: space, arrows, space); saving rewrites their index values. */
export default function ReorderCustomFieldsPage() {
  const { data: fields, error } = useCustomFieldsQuery();
  return (
    <AdminPage title="Reorder Custom Fields" description="Drag the fields into the order the team form shows them.">
      {error || !fields ? (
        <LoadingOrError isLoading={!fields} error={error} />
      ) : fields.length === 0 ? (
        <Alert variant="light" className="border">
          There are no custom fields to reorder yet.
        </Alert>
      ) : (
        <ReorderList key={fields.map((f) => f.id).join()} fields={fields} />
      )}
    </AdminPage>
  );
}
