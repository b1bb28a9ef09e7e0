import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { useParams } from 'react-router';
import {
  useContentVersionsQuery,
  useDiscardContentDraftMutation,
  useEditableContentQuery,
  usePublishContentMutation,
  useRestoreContentVersionMutation,
  useUpdateContentScheduleMutation,
  useUpdateContentSectionsMutation,
} from '../../../data/content/content-api';
import { useSessionUser } from '../../../data/session/use-session';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { ContentDraftBanner } from '../components/content-draft-banner';
import { ContentHistory } from '../components/content-history';
import { ContentScheduleCard } from '../components/content-schedule-card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { AdminPage } from '../../../components/admin-page';
import { Dialog } from '../../../components/dialog';
import { EditLockBanner } from '../../../components/edit-lock/edit-lock-banner';
import { useEditLock } from '../../../components/edit-lock/use-edit-lock';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { CONTENT_BLOCK_TYPES } from '../../../domain/constants';
import { buildPath } from '../../../domain/routes';
import {
  newSection,
  SECTION_TYPE_ICONS,
  SECTION_TYPE_LABELS,
  sectionProblems,
  type SectionType,
} from '../../../domain/section';
import { ContentStatusBadges } from '../components/content-status-badges';
import type { EditorSection } from '../../../data/content/content-store';
import { SectionEditorCard } from '../sections/section-editor-card';
import '../components/content-sections.css';
import { Icon } from '../../../components/icon';
import { MenuButton, MenuSubmenu } from '../../../components/menu-button';
import { LinkButton } from '../../../components/link-button';
import { hasChanges, SaveChangesButton } from '../../../components/save-changes-button';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { newDocumentId } from '../../../domain/paths';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

/** Section types in the order the "Add section" menu offers them (most used first). */
const ADD_ORDER: SectionType[] = ['richText', 'image', 'button', 'callout', 'table', 'pdf', 'resources', 'taskList'];
/** What other sites host, under one submenu entry: the menu stays short enough to read at a glance. */
const EMBED_ORDER: SectionType[] = ['youTube', 'vimeo', 'googleMaps'];

/**
 * /admin/content/{contentId}: the page editor. Sections are edited locally, reordered by drag (or
 * keyboard), unpublished or deleted, and saved together (PDFs uploaded first). A published page's
 * saves wait as unpublished changes until Publish changes; the history restores older versions.
 */
export default function EditContentPage() {
  const { contentId = '' } = useParams();
  const feedback = useFeedback();
  const user = useSessionUser();
  const timeZone = useEventTimeZone();
  const page = useEditableContentQuery(contentId);
  const content = { ...page, data: page.data?.content };
  const stored = { ...page, data: page.data?.sections };
  const versions = useContentVersionsQuery(contentId);
  const [saveSections, saving] = useUpdateContentSectionsMutation();
  const [publish, publishing] = usePublishContentMutation();
  const [discard, discarding] = useDiscardContentDraftMutation();
  const [restore] = useRestoreContentVersionMutation();
  const [saveSchedule] = useUpdateContentScheduleMutation();
  // Only the organiser holding the page's edit lock may change it; others look read-only or take over.
  const lock = useEditLock({ id: contentId, type: 'content' });
  // The page as it will be published (draft settings included): a public page's images need alt text.
  const sectionPage = { isPublic: content.data?.isPublic ?? false };
  // Until the organiser edits, the editor shows the stored sections; after that its own copy until saved.
  const [edited, setSections] = useState<EditorSection[]>();
  const [lastSaved, setLastSaved] = useState<EditorSection[]>();
  const saved = lastSaved ?? stored.data;
  const sections = edited ?? saved;
  const isDirty = edited !== undefined && hasChanges(edited, saved);
  // Sections that cannot be shown are marked once the organiser has tried to save.
  const [isChecked, setIsChecked] = useState(false);
  const [toDelete, setToDelete] = useState<EditorSection>();
  const [failure, setFailure] = useState<string>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const change = (next: EditorSection[]) => {
    if (!lock.canEdit) return;
    setSections(next);
  };
  const update = (section: EditorSection) =>
    change((sections ?? []).map((item) => (item.id === section.id ? section : item)));
  const add = (type: SectionType) => change([...(sections ?? []), newSection(type, newDocumentId())]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!sections || !over || active.id === over.id) return;
    const from = sections.findIndex((section) => section.id === active.id);
    const to = sections.findIndex((section) => section.id === over.id);
    change(arrayMove(sections, from, to));
  }

  /** Runs a draft action; the editor then shows what is stored (its local copy is dropped). */
  async function act(run: () => Promise<unknown>, success?: string) {
    setFailure(undefined);
    try {
      await run();
      setSections(undefined);
      setLastSaved(undefined);
      feedback.showSuccess(success);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function save() {
    if (!sections || !lock.canEdit || !isDirty) return;
    setIsChecked(true);
    const unshowable = sections.filter(
      (section) => Object.keys(sectionProblems(section, sectionPage)).length > 0,
    ).length;
    if (unshowable > 0) {
      setFailure(
        `${unshowable === 1 ? 'One section cannot' : `${unshowable} sections cannot`} be shown as it is: fix what is marked and save again. The page has not been saved.`,
      );
      return;
    }
    setFailure(undefined);
    try {
      const result = await saveSections({ contentId, sections }).unwrap();
      setLastSaved(result);
      setSections(result);
      feedback.showSuccess();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const addEntry = (type: SectionType) => (
    <button key={type} type="button" className="dropdown-item" onClick={() => add(type)}>
      <Icon name={SECTION_TYPE_ICONS[type]} className="me-2" />
      {SECTION_TYPE_LABELS[type]}
    </button>
  );
  const addMenu = (
    <MenuButton
      label={
        <>
          <Icon name="plus-lg" className="me-2" />
          Add section
        </>
      }
      toggleClassName="btn btn-outline-primary"
    >
      {ADD_ORDER.filter((type) => CONTENT_BLOCK_TYPES.includes(type)).map(addEntry)}
      <MenuSubmenu
        label={
          <>
            <Icon name="box-arrow-up-right" className="me-2" />
            Embed
          </>
        }
      >
        {EMBED_ORDER.filter((type) => CONTENT_BLOCK_TYPES.includes(type)).map(addEntry)}
      </MenuSubmenu>
    </MenuButton>
  );

  const title = content.data?.title ?? 'Edit Content';
  return (
    <AdminPage
      title={title}
      description={content.data ? <ContentStatusBadges content={content.data} /> : undefined}
      actions={
        content.data && (
          <>
            <LinkButton to={buildPath('editContentSettings', { contentId })} icon="gear">
              Settings
            </LinkButton>
            <LinkButton to={buildPath('previewContent', { contentId })} icon="eye">
              Preview
            </LinkButton>
            <SaveChangesButton
              type="button"
              onClick={save}
              isDirty={isDirty}
              busy={saving.isLoading}
              disabled={!lock.canEdit}
            >
              {!saving.isLoading && <Icon name="check-lg" className="me-2" />}
              Save page
            </SaveChangesButton>
          </>
        )
      }
      aside={
        <>
          <p>Drag sections by their handle to reorder them (or focus the handle and use the arrow keys).</p>
          <p className="mb-0">Unpublished sections stay on the page for you but are hidden from teams and guests.</p>
        </>
      }
    >
      <LoadingOrError
        isLoading={content.isLoading || (stored.isLoading && !sections)}
        error={content.error ?? stored.error}
        rows={8}
      />
      {failure && (
        <Alert variant="danger" dismissible onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <EditLockBanner lock={lock} />
      {page.data?.draft && (
        <ContentDraftBanner
          disabled={!lock.canEdit || isDirty}
          isPublishing={publishing.isLoading}
          isDiscarding={discarding.isLoading}
          onPublish={() =>
            act(
              () => publish({ contentId, publisherName: `${user.firstName} ${user.surname}`.trim() }).unwrap(),
              'Changes published',
            )
          }
          onDiscard={() => act(() => discard(contentId).unwrap(), 'Changes discarded')}
        />
      )}
      {content.data && sections && (
        <fieldset disabled={!lock.canEdit}>
          {isDirty && (
            <Alert variant="warning" className="py-2">
              You have unsaved changes.
            </Alert>
          )}
          {sections.length === 0 ? (
            <div className="text-center py-5 px-3 border rounded-4 bg-body mb-3">
              <div className="fs-1 text-body-tertiary mb-2">
                <Icon name="layout-text-window-reverse" />
              </div>
              <p className="fw-semibold mb-1">This page has no sections yet</p>
              <p className="text-body-secondary small">Add text, images, tables, buttons, videos and more.</p>
              <div className="d-inline-block">{addMenu}</div>
            </div>
          ) : (
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={sections.map((section) => section.id)} strategy={verticalListSortingStrategy}>
                <ol className="list-unstyled d-grid gap-3 mb-3" aria-label="Sections">
                  {sections.map((section, index) => (
                    <SectionEditorCard
                      key={section.id}
                      section={section}
                      position={index + 1}
                      isChecked={isChecked}
                      page={sectionPage}
                      onChange={update}
                      onDelete={() => setToDelete(section)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
          {sections.length > 0 && (
            <div className="d-flex flex-wrap gap-2 justify-content-between">
              {addMenu}
              <SaveChangesButton
                type="button"
                onClick={save}
                isDirty={isDirty}
                busy={saving.isLoading}
                disabled={!lock.canEdit}
              >
                Save page
              </SaveChangesButton>
            </div>
          )}
        </fieldset>
      )}
      {page.data && (
        <Row xs={1} lg={2} className="g-3 mt-1">
          <Col>
            <ContentScheduleCard
              key={`${page.data.live.publishAt}|${page.data.live.unpublishAt}`}
              schedule={page.data.live}
              disabled={!lock.canEdit}
              onSave={async (schedule) => {
                await saveSchedule({ contentId, schedule }).unwrap();
                feedback.showSuccess();
              }}
            />
          </Col>
          <Col>
            <LoadingOrError isLoading={versions.isLoading} error={versions.error} rows={3} />
            {versions.data && (
              <ContentHistory
                versions={versions.data}
                timeZone={timeZone}
                disabled={!lock.canEdit || isDirty}
                onRestore={(version) =>
                  act(
                    () => restore({ contentId, versionId: version.id }).unwrap(),
                    'Version restored: publish the changes to make it live',
                  )
                }
              />
            )}
          </Col>
        </Row>
      )}
      <Dialog
        show={toDelete !== undefined}
        onHide={() => setToDelete(undefined)}
        centered
        title="Delete section?"
        footer={
          <>
            <Button variant="outline-secondary" onClick={() => setToDelete(undefined)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                change((sections ?? []).filter((section) => section.id !== toDelete?.id));
                setToDelete(undefined);
              }}
            >
              Delete section
            </Button>
          </>
        }
      >
        The {toDelete ? SECTION_TYPE_LABELS[toDelete.type].toLowerCase() : ''} section
        {toDelete?.heading ? ` “${toDelete.heading}”` : ''} will be removed from the page when you save.
      </Dialog>
      <UnsavedChangesGuard when={isDirty} message="Your changes to this page's sections have not been saved." />
    </AdminPage>
  );
}
