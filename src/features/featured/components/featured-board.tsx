import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import type { Content } from '../../../domain/content';
import { Icon } from '../../../components/icon';

export type FeaturedLists = { featured: string[]; unfeatured: string[] };
type ListKey = keyof FeaturedLists;

function PageItem({ content, listKey, onMove }: { content: Content; listKey: ListKey; onMove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: content.id,
    data: { listKey },
  });
  return (
    <li
      ref={setNodeRef}
      className={`list-group-item d-flex align-items-center gap-2 ${isDragging ? 'shadow opacity-75' : ''}`}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Button
        ref={setActivatorNodeRef}
        variant="link"
        size="sm"
        className="text-body-secondary p-1"
        aria-label={`Drag ${content.title}`}
        {...attributes}
        {...listeners}
      >
        <Icon name="grip-vertical" />
      </Button>
      <Icon name={content.icon} className="text-body-secondary" />
      <span className="me-auto text-truncate">{content.title}</span>
      {!content.isPublished && <Badge bg="secondary">Draft</Badge>}
      <Button
        variant={listKey === 'featured' ? 'outline-secondary' : 'outline-primary'}
        size="sm"
        onClick={onMove}
        aria-label={listKey === 'featured' ? `Unfeature ${content.title}` : `Feature ${content.title}`}
      >
        <Icon name={listKey === 'featured' ? 'arrow-right' : 'arrow-left'} className="d-none d-md-inline" />
        <span className="d-md-none">{listKey === 'featured' ? 'Remove' : 'Feature'}</span>
      </Button>
    </li>
  );
}

function PageList({
  listKey,
  title,
  hint,
  ids,
  byId,
  onMove,
}: {
  listKey: ListKey;
  title: string;
  hint: string;
  ids: string[];
  byId: Map<string, Content>;
  onMove: (id: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: listKey, data: { listKey } });
  return (
    <section aria-label={title} className="h-100">
      <div className="d-flex align-items-baseline justify-content-between mb-2">
        <h2 className="h6 mb-0">{title}</h2>
        <span className="small text-body-secondary">{hint}</span>
      </div>
      <SortableContext id={listKey} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className={`list-group featured-list ${isOver ? 'border border-primary rounded' : ''}`}
          style={{ minHeight: '6rem' }}
          data-list={listKey}
        >
          {ids.map((id) => {
            const content = byId.get(id);
            return content ? <PageItem key={id} content={content} listKey={listKey} onMove={() => onMove(id)} /> : null;
          })}
          {ids.length === 0 && (
            <li className="list-group-item text-center text-body-secondary small py-4 border-dashed">
              Drag pages here
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}

function listOf(lists: FeaturedLists, id: string): ListKey | undefined {
  if (id === 'featured' || id === 'unfeatured') return id;
  if (lists.featured.includes(id)) return 'featured';
  if (lists.unfeatured.includes(id)) return 'unfeatured';
  return undefined;
}

/** Two lists, Featured (in order) and Unfeatured; pages move by drag, keyboard or the arrow buttons. */
export function FeaturedBoard({
  lists,
  contents,
  onChange,
}: {
  lists: FeaturedLists;
  contents: readonly Content[];
  onChange: (lists: FeaturedLists) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(contents.map((content) => [content.id, content]));

  const move = (id: string, from: ListKey, to: ListKey, index?: number) => {
    const target = lists[to].filter((item) => item !== id);
    target.splice(index ?? target.length, 0, id);
    onChange({ ...lists, [from]: lists[from].filter((item) => item !== id), [to]: target } as FeaturedLists);
  };

  // Crossing into the other list while dragging moves the page there, so it previews in place.
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const from = listOf(lists, String(active.id));
    const to = listOf(lists, String(over.id));
    if (!from || !to || from === to) return;
    const overIndex = lists[to].indexOf(String(over.id));
    move(String(active.id), from, to, overIndex >= 0 ? overIndex : undefined);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const list = listOf(lists, String(active.id));
    if (!list || listOf(lists, String(over.id)) !== list) return;
    const from = lists[list].indexOf(String(active.id));
    const to = lists[list].indexOf(String(over.id));
    if (from >= 0 && to >= 0 && from !== to)
      onChange({ ...lists, [list]: arrayMove(lists[list], from, to) } as FeaturedLists);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragOver={onDragOver} onDragEnd={onDragEnd}>
      <div className="row g-3">
        <div className="col-md-6">
          <PageList
            listKey="featured"
            title={`Featured (${lists.featured.length})`}
            hint="Shown on the dashboard in this order"
            ids={lists.featured}
            byId={byId}
            onMove={(id) => move(id, 'featured', 'unfeatured')}
          />
        </div>
        <div className="col-md-6">
          <PageList
            listKey="unfeatured"
            title="Unfeatured"
            hint="Every other page"
            ids={lists.unfeatured}
            byId={byId}
            onMove={(id) => move(id, 'unfeatured', 'featured')}
          />
        </div>
      </div>
    </DndContext>
  );
}
