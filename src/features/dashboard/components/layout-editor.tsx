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
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { TeamTypeChecklist } from '../../../components/team-type-checklist';
import { errorMessage } from '../../../data/api-slice';
import { useDeleteCardLayoutMutation, useUpdateCardLayoutMutation } from '../../../data/cards/cards-api';
import { CARD_TYPE_LABELS, type Card as DashboardCard, type CardLayout } from '../../../domain/cards';
import { CARD_LAYOUT_SIZE } from '../../../domain/constants';
import { CARD_MESSAGES } from '../../../domain/messages';
import { newDocumentId } from '../../../domain/paths';
import { routeById } from '../../../domain/routes';
import type { TeamType } from '../../../domain/team-type';
import { CardEditorDialog } from './card-editor-dialog';

function CardTile({ card, onEdit, onRemove }: { card: DashboardCard; onEdit: () => void; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`layout-card-slot${isDragging ? ' sortable-dragging' : ''}`}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <Card className="h-100 shadow-sm">
        <Card.Body className="d-flex gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="sortable-handle align-self-start"
            aria-label={`Move ${card.title}`}
            {...attributes}
            {...listeners}
          >
            <Icon name="grip-vertical" />
          </button>
          <div className="min-w-0 flex-grow-1">
            <div className="d-flex flex-wrap gap-1 mb-1">
              <Badge bg="light" text="dark" className="border">
                {CARD_TYPE_LABELS[card.type]}
              </Badge>
              {card.isMini && (
                <Badge bg="light" text="dark" className="border">
                  Mini
                </Badge>
              )}
            </div>
            <div className="fw-semibold text-truncate">{card.title}</div>
            <div className="small text-body-secondary text-clamp-2">{card.description || '—'}</div>
            <div className="small text-body-secondary">Leads to {routeById(card.pathId).title}</div>
          </div>
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex justify-content-end gap-1">
          <Button variant="link" size="sm" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="link" size="sm" className="text-danger" onClick={onRemove}>
            Remove
          </Button>
        </Card.Footer>
      </Card>
    </li>
  );
}

export interface LayoutEditorProps {
  layout: CardLayout;
  cards: readonly DashboardCard[];
  teamTypes: readonly TeamType[];
  /** Team types that have a layout of their own elsewhere. */
  takenTeamTypeIds: readonly string[];
  onDeleted: () => void;
}

/** One layout: its name and team types, and its six cards arranged by drag, edited, removed or added. */
export function LayoutEditor({ layout, cards, teamTypes, takenTeamTypeIds, onDeleted }: LayoutEditorProps) {
  const { showSuccess } = useFeedback();
  const [saveLayout, saving] = useUpdateCardLayoutMutation();
  const [deleteLayout] = useDeleteCardLayoutMutation();
  const byId = new Map(cards.map((card) => [card.id, card]));
  const [name, setName] = useState(layout.name);
  const [teamTypeIds, setTeamTypeIds] = useState(layout.teamTypeIds);
  const [order, setOrder] = useState(() => layout.cardIds.flatMap((id) => byId.get(id) ?? []));
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<DashboardCard>();
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((current) =>
      arrayMove(
        current,
        current.findIndex((card) => card.id === active.id),
        current.findIndex((card) => card.id === over.id),
      ),
    );
  };
  const remove = (card: DashboardCard) => {
    setOrder((current) => current.filter((item) => item.id !== card.id));
    if (byId.has(card.id)) setRemovedIds((current) => [...current, card.id]);
  };
  const addCard = () => {
    const card: DashboardCard = {
      id: newDocumentId(),
      type: 'link',
      title: 'New card',
      isMini: true,
      description: '',
      pathId: 'content',
      createdAt: '',
      createdBy: '',
      updatedAt: '',
      updatedBy: '',
    };
    setOrder((current) => [...current, card]);
    setEditing(card);
  };
  const save = async () => {
    setFailure(undefined);
    try {
      await saveLayout({ layout: { ...layout, name, teamTypeIds }, cards: order, removedCardIds: removedIds }).unwrap();
      setRemovedIds([]);
      showSuccess();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <Form.Group className="mb-3" controlId="layout-name" style={{ maxWidth: '24rem' }}>
            <Form.Label>Layout name</Form.Label>
            <Form.Control value={name} onChange={(event) => setName(event.target.value)} />
          </Form.Group>
          {layout.isDefault ? (
            <p className="small text-body-secondary mb-0">
              The default layout is shown to every team type without a layout of its own.
            </p>
          ) : (
            <TeamTypeChecklist
              legend="Shown to"
              hint="The team types whose dashboard draws this layout."
              teamTypes={teamTypes}
              selected={teamTypeIds}
              onChange={setTeamTypeIds}
              disabledIds={takenTeamTypeIds}
              disabledReason="has its own layout"
              idPrefix={`layout-${layout.id}`}
            />
          )}
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h2 className="h6 mb-0">
          Cards ({order.length} of {CARD_LAYOUT_SIZE})
        </h2>
        <span className="small text-body-secondary">
          Drag a card by its handle to move it; the dashboard draws them in this order.
        </span>
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order.map((card) => card.id)} strategy={rectSortingStrategy}>
          <ul className="layout-card-grid list-unstyled mb-0" aria-label="Cards of the layout">
            {order.map((card) => (
              <CardTile key={card.id} card={card} onEdit={() => setEditing(card)} onRemove={() => remove(card)} />
            ))}
            {order.length < CARD_LAYOUT_SIZE && (
              <li className="layout-card-slot">
                <button type="button" className="layout-card-add h-100 w-100" onClick={addCard}>
                  <Icon name="plus-lg" className="me-1" />
                  Add a card
                </button>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {failure}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
        <span title={layout.isDefault ? CARD_MESSAGES.cantDeleteDefaultLayout : undefined}>
          <Button variant="outline-danger" disabled={layout.isDefault} onClick={() => setDeleting(true)}>
            <Icon name="trash" className="me-1" />
            Delete layout
          </Button>
        </span>
        <BusyButton busy={saving.isLoading} onClick={() => void save()}>
          Save layout
        </BusyButton>
      </div>
      {layout.isDefault && <p className="form-text text-end mb-0">{CARD_MESSAGES.cantDeleteDefaultLayout}.</p>}
      <CardEditorDialog
        key={editing?.id}
        card={editing}
        onCancel={() => setEditing(undefined)}
        onDone={(card) => {
          setOrder((current) => current.map((item) => (item.id === card.id ? card : item)));
          setEditing(undefined);
        }}
      />
      <ConfirmDeleteDialog
        show={deleting}
        title="Delete layout"
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteLayout(layout).unwrap();
          showSuccess(`${layout.name} was deleted`);
          setDeleting(false);
          onDeleted();
        }}
      >
        <p className="mb-0">
          <strong>{layout.name}</strong> and its cards will be deleted; its team types will see the default layout.
        </p>
      </ConfirmDeleteDialog>
    </div>
  );
}
