import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useContentListQuery, useDeleteContentMutation, useUpdateContentArchivedMutation } from '../../../data/content/content-api';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentRowTitle } from '../components/content-row-title';
import { Icon } from '../../../components/icon';

/** /admin/content/archived: restore a page, or delete it with its sections and files. */
export default function ArchivedContentPage() {
  const { data, error } = useContentListQuery();
  const feedback = useFeedback();
  const [setArchived] = useUpdateContentArchivedMutation();
  const [deleteContent] = useDeleteContentMutation();
  const [toDelete, setToDelete] = useState<Content>();
  const [busyId, setBusyId] = useState<string>();
  const rows = data?.filter((content) => content.isArchived);

  async function unarchive(content: Content) {
    setBusyId(content.id);
    try {
      await setArchived({ contentId: content.id, isArchived: false }).unwrap();
      feedback.showSuccess(`“${content.title}” restored to Content`);
    } catch (failure) {
      feedback.showError((failure as { message?: string }).message);
    } finally {
      setBusyId(undefined);
    }
  }

  const columns: ListColumn<Content>[] = [
    { key: 'title', header: 'Title', cell: (content) => <ContentRowTitle content={content} />, sortValue: (content) => content.title.toLowerCase() },
    { key: 'sections', header: 'Sections', cell: (content) => content.sectionIds.length, sortValue: (content) => content.sectionIds.length, className: 'd-none d-md-table-cell' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (content) => (
        <div className="d-inline-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => unarchive(content)} disabled={busyId === content.id}>Unarchive</Button>
          <Button size="sm" variant="outline-danger" onClick={() => setToDelete(content)} aria-label={`Delete ${content.title}`}>
            <Icon name="trash" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage title="Archived Content" description="Pages taken out of the sidebar and the featured pages.">
      <ListTable
        label="Archived content pages"
        rows={rows}
        rowId={(content) => content.id}
        columns={columns}
        sortableKeys={['title', 'sections']}
        defaultSort={{ key: 'title', direction: 'asc' }}
        error={error?.message}
        emptyState={
          <ListEmptyState icon="archive" title="Nothing is archived">
            Archive a page from <Link to={buildPath('manageContent')}>Content</Link> to hide it without deleting it.
          </ListEmptyState>
        }
      />
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title="Delete page"
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteContent(toDelete.id).unwrap();
          feedback.showSuccess(`“${toDelete.title}” deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">“{toDelete?.title}” will be deleted with its {toDelete?.sectionIds.length ?? 0} sections and any PDF files stored for it. This cannot be undone.</p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
