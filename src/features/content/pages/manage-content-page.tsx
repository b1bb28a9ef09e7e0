import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { useContentListQuery, useDuplicateContentMutation, useUpdateContentArchivedMutation } from '../../../data/content/content-api';
import { ManageListPage } from '../../../components/manage-list-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentRowTitle } from '../components/content-row-title';
import { ContentStatusBadges } from '../components/content-status-badges';
import { Icon } from '../../../components/icon';
import { LinkButton } from '../../../components/link-button';

const updatedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** /admin/content: every page that is not archived, with edit, settings, view, duplicate and archive. */
export default function ManageContentPage() {
  const { data, error } = useContentListQuery();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [duplicate] = useDuplicateContentMutation();
  const [setArchived] = useUpdateContentArchivedMutation();
  const [busyId, setBusyId] = useState<string>();
  const rows = data?.filter((content) => !content.isArchived);

  async function run(contentId: string, action: () => Promise<unknown>, message: string) {
    setBusyId(contentId);
    try {
      await action();
      feedback.showSuccess(message);
    } catch (failure) {
      feedback.showError((failure as { message?: string }).message);
    } finally {
      setBusyId(undefined);
    }
  }

  const columns: ListColumn<Content>[] = [
    { key: 'title', header: 'Title', cell: (content) => <ContentRowTitle content={content} to={buildPath('editContent', { contentId: content.id })} />, sortValue: (content) => content.title.toLowerCase() },
    { key: 'status', header: 'Status', cell: (content) => <ContentStatusBadges content={content} /> },
    { key: 'sections', header: 'Sections', cell: (content) => content.sectionIds.length, sortValue: (content) => content.sectionIds.length, className: 'd-none d-md-table-cell' },
    { key: 'updatedAt', header: 'Updated', cell: (content) => (content.updatedAt ? updatedFormat.format(new Date(content.updatedAt)) : '—'), sortValue: (content) => content.updatedAt, className: 'd-none d-lg-table-cell text-nowrap' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end',
      cell: (content) => (
        <Dropdown align="end">
          <Dropdown.Toggle variant="outline-secondary" size="sm" disabled={busyId === content.id} aria-label={`Actions for ${content.title}`}>
            <Icon name="three-dots" />
          </Dropdown.Toggle>
          <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
            <Dropdown.Item as={Link} to={buildPath('editContent', { contentId: content.id })}>Edit sections</Dropdown.Item>
            <Dropdown.Item as={Link} to={buildPath('editContentSettings', { contentId: content.id })}>Settings</Dropdown.Item>
            <Dropdown.Item as={Link} to={buildPath('viewContent', { contentId: content.id })}>View as a user</Dropdown.Item>
            {content.isPublic && <Dropdown.Item href={buildPath('guestContent', { contentId: content.id })} target="_blank">Open public link</Dropdown.Item>}
            <Dropdown.Divider />
            <Dropdown.Item onClick={() => run(content.id, async () => {
              const copy = await duplicate(content.id).unwrap();
              navigate(buildPath('editContent', { contentId: copy.id }));
            }, 'Page duplicated: the copy is a draft')}>Duplicate</Dropdown.Item>
            <Dropdown.Item onClick={() => run(content.id, () => setArchived({ contentId: content.id, isArchived: true }).unwrap(), `“${content.title}” archived`)}>
              Archive
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      ),
    },
  ];

  return (
    <ManageListPage
      title="Content"
      description="Pages built from sections, shown to teams in the sidebar, on the dashboard and by public link."
      actions={
        <>
          <LinkButton to={buildPath('archivedContent')} icon="archive">Archived</LinkButton>
          <LinkButton to={buildPath('addContent')} icon="plus-lg" variant="primary">Add page</LinkButton>
        </>
      }
      aside={<p className="mb-0">Archiving a page takes it out of the sidebar and the featured pages; you can restore it from Archived.</p>}
      table={{
        label: 'Content pages',
        rows,
        rowId: (content) => content.id,
        columns,
        sortableKeys: ['title', 'sections', 'updatedAt'],
        defaultSort: { key: 'title', direction: 'asc' },
        error: error?.message,
        emptyState: (
          <ListEmptyState icon="journal-text" title="No content pages yet">
            <Link to={buildPath('addContent')}>Add the first page</Link> to publish information for your teams.
          </ListEmptyState>
        ),
      }}
    />
  );
}
