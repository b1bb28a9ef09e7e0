import { useMemo, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useContentListQuery } from '../../../data/content/content-api';
import {
  useCorePagesQuery,
  useSidebarSectionsQuery,
  useUpdateSidebarMutation,
} from '../../../data/navigation/navigation-api';
import type { SidebarSectionDraft } from '../../../data/navigation/navigation-store';
import { useTerminology } from '../../../data/settings/settings-api';
import { SortableRow } from '../components/sortable-row';
import type { SidebarSection } from '../../../domain/sidebar-section';
import { draftFrom, hasChanges, moveItem, sidebarChanges } from '../sidebar-draft';
import { BusyButton } from '../../../components/busy-button';
import { Icon, iconOrDefault } from '../../../components/icon';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

/** Something a section can list: a core page or a content page, with what tells them apart. */
type MenuItem = { id: string; label: string; icon: string; kind: 'Core page' | 'Content'; note?: string };

function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

function SortableList({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove(from: number, to: number): void;
  children: ReactNode;
}) {
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type SectionEditorProps = {
  section: SidebarSectionDraft;
  handle: ReactNode;
  items: ReadonlyMap<string, MenuItem>;
  onChange(section: SidebarSectionDraft): void;
  onDelete(): void;
};

function SectionEditor({ section, handle, items, onChange, onDelete }: SectionEditorProps) {
  const addable = [...items.values()].filter((item) => !section.itemIds.includes(item.id));
  const headingId = `sidebar-heading-${section.id}`;
  return (
    <div className="portal-card mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 p-3 border-bottom">
        {handle}
        <Form.Group controlId={headingId} className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <Form.Label visuallyHidden>Section heading</Form.Label>
          <Form.Control
            value={section.heading}
            placeholder="Section heading (optional)"
            onChange={(event) => onChange({ ...section, heading: event.target.value })}
            className="fw-semibold"
          />
        </Form.Group>
        <Form.Check
          type="switch"
          id={`sidebar-collapsable-${section.id}`}
          label="Collapsable"
          checked={section.isCollapsable}
          onChange={(event) => onChange({ ...section, isCollapsable: event.target.checked })}
        />
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete section ${section.heading || 'without heading'}`}
        >
          <Icon name="trash" />
        </Button>
      </div>
      <div className="p-2">
        {section.itemIds.length === 0 && (
          <p className="text-body-secondary small px-2 py-2 mb-0">
            No items yet. Add a page below; empty sections are hidden from the menu.
          </p>
        )}
        <SortableList
          ids={section.itemIds}
          onMove={(from, to) => onChange({ ...section, itemIds: moveItem(section.itemIds, from, to) })}
        >
          {section.itemIds.map((itemId) => {
            const item = items.get(itemId);
            const label = item?.label ?? 'Removed page';
            return (
              <SortableRow
                key={itemId}
                id={itemId}
                label={label}
                className="d-flex align-items-center gap-2 px-2 py-1 rounded bg-white"
              >
                {(itemHandle) => (
                  <>
                    {itemHandle}
                    <Icon name={iconOrDefault(item?.icon)} className="text-body-secondary" />
                    <span className="flex-grow-1 text-truncate">{label}</span>
                    {item?.note && (
                      <Badge bg="light" text="secondary" className="border fw-normal">
                        {item.note}
                      </Badge>
                    )}
                    <span className="small text-body-tertiary d-none d-sm-inline">
                      {item?.kind ?? 'No longer exists'}
                    </span>
                    <Button
                      variant="link"
                      size="sm"
                      className="text-body-secondary"
                      aria-label={`Remove ${label}`}
                      onClick={() => onChange({ ...section, itemIds: section.itemIds.filter((id) => id !== itemId) })}
                    >
                      <Icon name="x-lg" />
                    </Button>
                  </>
                )}
              </SortableRow>
            );
          })}
        </SortableList>
        {addable.length > 0 && (
          <Form.Select
            size="sm"
            className="mt-2"
            aria-label={`Add a page to ${section.heading || 'this section'}`}
            value=""
            onChange={(event) =>
              event.target.value && onChange({ ...section, itemIds: [...section.itemIds, event.target.value] })
            }
          >
            <option value="">+ Add a page…</option>
            {addable.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label} ({item.kind.toLowerCase()}){item.note ? `, ${item.note.toLowerCase()}` : ''}
              </option>
            ))}
          </Form.Select>
        )}
      </div>
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      {[0, 1].map((card) => (
        <div key={card} className="portal-card p-3 mb-3">
          <Placeholder animation="glow">
            <Placeholder xs={4} className="d-block mb-3" size="lg" />
            <Placeholder xs={8} className="d-block mb-2" />
            <Placeholder xs={6} className="d-block" />
          </Placeholder>
        </div>
      ))}
    </div>
  );
}

/**
 * Manage sidebar: reorder sections and their items by dragging, edit headings, add and delete
 * sections, choose the pages each lists. Everything is saved together in one batch.
 */
export default function ManageSidebarPage() {
  const feedback = useFeedback();
  const terminology = useTerminology();
  const saved = useSidebarSectionsQuery();
  const corePages = useCorePagesQuery();
  const contents = useContentListQuery();
  const [updateSidebar, { isLoading: isSaving }] = useUpdateSidebarMutation();
  // An edit belongs to the stored sections it started from: once they reload (after a save) the
  // draft starts again from what is stored.
  const [edit, setEdit] = useState<{ source: readonly SidebarSection[]; sections: SidebarSectionDraft[] }>();
  const draft = edit && edit.source === saved.data ? edit.sections : saved.data && draftFrom(saved.data);
  const setDraft = (change: (current: SidebarSectionDraft[]) => SidebarSectionDraft[]) => {
    if (saved.data && draft) setEdit({ source: saved.data, sections: change(draft) });
  };
  const sensors = useDragSensors();

  const items = useMemo(() => {
    const map = new Map<string, MenuItem>();
    for (const page of corePages.data ?? []) {
      map.set(page.id, {
        id: page.id,
        label: terminology[page.id],
        icon: page.icon,
        kind: 'Core page',
        note: page.isPublished ? undefined : 'Unpublished',
      });
    }
    for (const content of contents.data ?? []) {
      if (content.isArchived) continue;
      map.set(content.id, {
        id: content.id,
        label: content.title || 'Untitled page',
        icon: content.icon,
        kind: 'Content',
        note: content.isPublished ? undefined : 'Draft',
      });
    }
    return map;
  }, [corePages.data, contents.data, terminology]);

  const changes = draft && saved.data ? sidebarChanges(saved.data, draft) : undefined;
  const dirty = changes !== undefined && hasChanges(changes);
  const loadError = saved.error ?? corePages.error ?? contents.error;

  const updateSection = (next: SidebarSectionDraft) =>
    setDraft((current) => current.map((section) => (section.id === next.id ? next : section)));
  const addSection = () =>
    setDraft((current) => [
      ...current,
      { id: crypto.randomUUID(), heading: 'New section', itemIds: [], index: current.length, isCollapsable: false },
    ]);
  const deleteSection = (id: string) => setDraft((current) => current.filter((section) => section.id !== id));
  const onSectionDragEnd = ({ active, over }: DragEndEvent) => {
    if (!draft || !over || active.id === over.id) return;
    const ids = draft.map((section) => section.id);
    setDraft((current) => moveItem(current, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const save = async () => {
    if (!changes) return;
    try {
      await updateSidebar(changes).unwrap();
      feedback.showSuccess();
    } catch (failure) {
      feedback.showError(errorMessage(failure));
    }
  };

  return (
    <AdminPage
      title="Sidebar"
      description="The menu every team sees: its sections, their headings and the pages in each."
      actions={
        <>
          <Button variant="outline-secondary" onClick={addSection} disabled={!draft}>
            <Icon name="plus-lg" className="me-2" />
            Add section
          </Button>
          <Button variant="outline-secondary" disabled={!dirty || isSaving} onClick={() => setEdit(undefined)}>
            Discard changes
          </Button>
          <BusyButton onClick={() => void save()} busy={isSaving} disabled={!dirty}>
            Save sidebar
          </BusyButton>
        </>
      }
      aside={
        <ul className="ps-3 mb-0">
          <li className="mb-2">
            Drag the handle (or focus it and use space and the arrow keys) to reorder sections and pages.
          </li>
          <li className="mb-2">
            Unpublished core pages and draft content stay hidden from teams until they are published.
          </li>
          <li>Nothing changes for teams until you save; the whole menu is saved at once.</li>
        </ul>
      }
    >
      <LoadingOrError isLoading={!draft} error={loadError} skeleton={<EditorSkeleton />} />
      {draft && draft.length === 0 && (
        <div className="portal-card portal-state">
          <span className="portal-state-icon" aria-hidden="true">
            <Icon name="layout-sidebar" />
          </span>
          <h2 className="h5 mt-3">No sidebar sections yet</h2>
          <p className="text-body-secondary">
            Until you add one, the menu lists the published core pages. Add a section to choose the pages and their
            order.
          </p>
          <Button onClick={addSection}>
            <Icon name="plus-lg" className="me-2" />
            Add section
          </Button>
        </div>
      )}
      {draft && draft.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onSectionDragEnd}>
          <SortableContext items={draft.map((section) => section.id)} strategy={verticalListSortingStrategy}>
            {draft.map((section) => (
              <SortableRow key={section.id} id={section.id} label={`section ${section.heading || 'without heading'}`}>
                {(handle) => (
                  <SectionEditor
                    section={section}
                    handle={handle}
                    items={items}
                    onChange={updateSection}
                    onDelete={() => deleteSection(section.id)}
                  />
                )}
              </SortableRow>
            ))}
          </SortableContext>
        </DndContext>
      )}
      {dirty && <p className="small text-body-secondary mb-0">You have unsaved changes.</p>}
    </AdminPage>
  );
}
