import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  useContentListQuery,
  useDuplicateContentMutation,
  useUpdateContentArchivedMutation,
} from '../../../data/content/content-api';
import { ManageListPage } from '../../../components/manage-list-page';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentRowTitle } from '../components/content-row-title';
import { ContentStatusBadges } from '../components/content-status-badges';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
import { actionsColumn, DuplicateAndArchiveItems, RowActionsMenu } from '../../../components/manage-list/row-actions';
import { useCopyAndOpen, useListAction } from '../../../components/manage-list/use-list-action';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { formatDate } from '../../../domain/event-time';
import { matchesSearch } from '../../../domain/text-search';
import { ListSearch, useListSearch } from '../../../components/list-search';

/** /admin/content: every page that is not archived, searched by title and description, 100 to a page, with edit, settings, view, duplicate and archive. */
export default function ManageContentPage() {
  const timeZone = useEventTimeZone();
  const { data, error } = useContentListQuery();
  const [duplicate] = useDuplicateContentMutation();
  const [setArchived] = useUpdateContentArchivedMutation();
  const { run, busyId } = useListAction();
  const [search, setSearch] = useListSearch();
  const rows = useMemo(
    () => data?.filter((content) => !content.isArchived && matchesSearch(search, content.title, content.description)),
    [data, search],
  );

  const copyAndOpen = useCopyAndOpen(run);

  const columns: ListColumn<Content>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (content) => <ContentRowTitle content={content} to={buildPath('editContent', { contentId: content.id })} />,
      sortValue: (content) => content.title.toLowerCase(),
    },
    { key: 'status', header: 'Status', cell: (content) => <ContentStatusBadges content={content} /> },
    {
      key: 'sections',
      header: 'Sections',
      cell: (content) => content.sectionIds.length,
      sortValue: (content) => content.sectionIds.length,
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      cell: (content) => formatDate(content.updatedAt, timeZone),
      sortValue: (content) => content.updatedAt,
      className: 'd-none d-lg-table-cell text-nowrap',
    },
    actionsColumn((content) => (
      <RowActionsMenu name={content.title} busy={busyId === content.id}>
        <Link className="dropdown-item" to={buildPath('editContent', { contentId: content.id })}>
          Edit sections
        </Link>
        <Link className="dropdown-item" to={buildPath('editContentSettings', { contentId: content.id })}>
          Settings
        </Link>
        <Link className="dropdown-item" to={buildPath('viewContent', { contentId: content.id })}>
          View as a user
        </Link>
        {content.isPublic && (
          <a
            className="dropdown-item"
            href={buildPath('guestContent', { contentId: content.id })}
            target="_blank"
            rel="noreferrer"
          >
            Open public link
          </a>
        )}
        <DuplicateAndArchiveItems
          onDuplicate={() =>
            copyAndOpen(
              content.id,
              () => duplicate(content.id).unwrap(),
              (copy) => buildPath('editContent', { contentId: copy.id }),
              'Page duplicated: the copy is a draft',
            )
          }
          onArchive={() =>
            run(
              () => setArchived({ contentId: content.id, isArchived: true }).unwrap(),
              `“${content.title}” archived`,
              content.id,
            )
          }
        />
      </RowActionsMenu>
    )),
  ];

  return (
    <ManageListPage
      title="Content"
      description="Pages built from sections, shown to teams in the sidebar, on the dashboard and by public link."
      actions={
        <ArchivedAndAddLinks
          archivedTo={buildPath('archivedContent')}
          addTo={buildPath('addContent')}
          addLabel="Add page"
        />
      }
      aside={
        <p className="mb-0">
          Archiving a page takes it out of the sidebar and the featured pages; you can restore it from Archived.
        </p>
      }
      toolbar={
        <ListSearch
          label="Search pages"
          placeholder="Search by title or description"
          value={search}
          onChange={setSearch}
        />
      }
      table={{
        label: 'Content pages',
        rows,
        rowId: (content) => content.id,
        columns,
        sortableKeys: ['title', 'sections', 'updatedAt'],
        defaultSort: { key: 'title', direction: 'asc' },
        error: error?.message,
        emptyState: search.trim() ? (
          <ListEmptyState icon="search" title="No pages match your search">
            Try other words, or <Link to={buildPath('archivedContent')}>look in Archived</Link>.
          </ListEmptyState>
        ) : (
          <ListEmptyState icon="journal-text" title="No content pages yet">
            <Link to={buildPath('addContent')}>Add the first page</Link> to publish information for your teams.
          </ListEmptyState>
        ),
      }}
    />
  );
}
