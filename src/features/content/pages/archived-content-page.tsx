import { Link } from 'react-router';
import { ArchivedListPage } from '../../../components/archived-list-page';
import { ListEmptyState } from '../../../components/list-table';
import {
  useContentListQuery,
  useDeleteContentMutation,
  useUpdateContentArchivedMutation,
} from '../../../data/content/content-api';
import { errorMessage } from '../../../data/api-slice';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentRowTitle } from '../components/content-row-title';

/** /admin/content/archived: restore a page, or delete it with its sections and files. */
export default function ArchivedContentPage() {
  const { data, error } = useContentListQuery();
  const [setArchived] = useUpdateContentArchivedMutation();
  const [deleteContent] = useDeleteContentMutation();
  return (
    <ArchivedListPage<Content>
      title="Archived Content"
      description="Pages taken out of the sidebar and the featured pages."
      noun={['page', 'pages']}
      nameOf={(content) => content.title}
      restoreRows={(pages) =>
        Promise.all(pages.map((content) => setArchived({ contentId: content.id, isArchived: false }).unwrap()))
      }
      deleteRows={(pages) => Promise.all(pages.map((content) => deleteContent(content.id).unwrap()))}
      consequence="Their sections and any PDF files stored for them go with them. This cannot be undone."
      canBulkEdit={false}
      table={{
        label: 'Archived content pages',
        rows: error ? [] : data?.filter((content) => content.isArchived),
        rowId: (content) => content.id,
        columns: [
          {
            key: 'title',
            header: 'Title',
            cell: (content) => <ContentRowTitle content={content} />,
            sortValue: (content) => content.title.toLowerCase(),
          },
          {
            key: 'sections',
            header: 'Sections',
            cell: (content) => content.sectionIds.length,
            sortValue: (content) => content.sectionIds.length,
            className: 'd-none d-md-table-cell',
          },
        ],
        sortableKeys: ['title', 'sections'],
        defaultSort: { key: 'title', direction: 'asc' },
        error: errorMessage(error),
        emptyState: (
          <ListEmptyState icon="archive" title="Nothing is archived">
            Archive a page from <Link to={buildPath('manageContent')}>Content</Link> to hide it without deleting it.
          </ListEmptyState>
        ),
      }}
    />
  );
}
