import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { Icon } from '../../../components/icon';

/**
 * A row that can be dragged by its handle (mouse, touch or keyboard: space to lift, arrows to
 * move, space to drop). `children` receives the handle to place where it fits.
 */
export function SortableRow({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="sortable-handle"
      aria-label={`Move ${label}`}
      {...attributes}
      {...listeners}
    >
      <Icon name="grip-vertical" />
    </button>
  );
  return (
    <div
      ref={setNodeRef}
      className={`${className ?? ''}${isDragging ? ' sortable-dragging' : ''}`}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
