import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Link } from 'react-router';
import { useContentListQuery, useDeleteContentMutation, useUpdateContentArchivedMutation } from '../../../data/content/content-api';
import { AdminPage } from '../../../components/admin-page';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { actionsColumn, RowDeleteButton } from '../../../components/manage-list/row-actions';
import { useListAction } from '../../../components/manage-list/use-list-action';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentRowTitle } from '../components/content-row-title';

/** /admin/content/archived: restore a page, or delete it with its sections and files. */
export default function ArchivedContentPage() {
  const { data, error } = useContentListQuery();
  const [setArchived] = useUpdateContentArchivedMutation();
  const [deleteContent] = useDeleteContentMutation();
  const [toDelete, setToDelete] = useState<Content>();
  const { run, busyId } = useListAction();
  const rows = data?.filter((content) => content.isArchived);

  const unarchive = (content: Content) => run(() => setArchived({ contentId: content.id, isArchived: false }).unwrap(), `“${content.title}” restored to Content`, content.id);

  const columns: ListColumn<Content>[] = [
    { key: 'title', header: 'Title', cell: (content) => <ContentRowTitle content={content} />, sortValue: (content) => content.title.toLowerCase() },
    { key: 'sections', header: 'Sections', cell: (content) => content.sectionIds.length, sortValue: (content) => content.sectionIds.length, className: 'd-none d-md-table-cell' },
    actionsColumn(
      (content) => (
        <div className="d-inline-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => unarchive(content)} disabled={busyId === content.id}>Unarchive</Button>
          <RowDeleteButton name={content.title} onClick={() => setToDelete(content)} />
        </div>
      ),
      'text-end text-nowrap',
    ),
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
      <DeleteRowDialog
        row={toDelete}
        title="Delete page"
        deleteRow={(content) => deleteContent(content.id).unwrap()}
        deletedMessage={(content) => `“${content.title}” deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">“{toDelete?.title}” will be deleted with its {toDelete?.sectionIds.length ?? 0} sections and any PDF files stored for it. This cannot be undone.</p>
      </DeleteRowDialog>
    </AdminPage>
  );
}
