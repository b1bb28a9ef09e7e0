import { useMemo, useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Link } from 'react-router';
import { useContentListQuery } from '../../../data/content/content-api';
import { useSettings } from '../../../data/settings/settings-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import type { Content } from '../../../domain/content';
import { FEATURED_PAGE_COUNTS } from '../../../domain/constants';
import { FEATURED_COUNT_MESSAGE } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { isValidFeaturedCount } from '../../../domain/settings/featured-settings';
import { useUpdateFeaturedPagesMutation } from '../../../data/featured/featured-api';
import { FeaturedBoard, type FeaturedLists } from '../components/featured-board';
import { BusyButton } from '../../../components/busy-button';
import { errorMessage } from '../../../data/api-slice';
import { LoadingOrError } from '../../../components/loading-or-error';

/** The stored featured pages (those still available, in order) and every other page by title. */
function initialLists(available: readonly Content[], featuredIds: readonly string[]): FeaturedLists {
  const ids = new Set(available.map((content) => content.id));
  const featured = featuredIds.filter((id) => ids.has(id));
  const unfeatured = available
    .filter((content) => !featured.includes(content.id))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))
    .map((content) => content.id);
  return { featured, unfeatured };
}

/**
 * /admin/featured-pages: pages dragged between Featured and Unfeatured. Saving accepts exactly
 * 0, 4 or 8 featured pages and flags each page featured or not.
 */
export default function FeaturedPagesPage() {
  const contents = useContentListQuery();
  const featured = useSettings('featured');
  const [save, saving] = useUpdateFeaturedPagesMutation();
  const feedback = useFeedback();
  const [edited, setLists] = useState<FeaturedLists>();
  const [failure, setFailure] = useState<string>();
  // Archived pages can be neither featured nor offered.
  const available = useMemo(() => contents.data?.filter((content) => !content.isArchived), [contents.data]);

  const stored = useMemo(() => {
    if (!available || (!featured.data && !featured.error)) return undefined;
    return initialLists(available, featured.data?.contentIds ?? []);
  }, [available, featured.data, featured.error]);
  // The stored choice until the organiser moves a page; then their own lists until saved.
  const lists = edited ?? stored;

  async function submit() {
    if (!lists) return;
    if (!isValidFeaturedCount(lists.featured.length)) {
      setFailure(FEATURED_COUNT_MESSAGE);
      return;
    }
    setFailure(undefined);
    try {
      await save(lists.featured).unwrap();
      feedback.showSuccess();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const count = lists?.featured.length ?? 0;
  return (
    <AdminPage
      title="Featured Pages"
      description={`The pages shown as cards on the dashboard: choose exactly ${FEATURED_PAGE_COUNTS.join(', ').replace(/, (\d+)$/, ' or $1')}.`}
      actions={
        <BusyButton onClick={submit} busy={saving.isLoading} disabled={!lists}>
          Save featured pages
        </BusyButton>
      }
      aside={
        <p className="mb-0">
          Drag a page by its handle between the lists, or use the arrow buttons. Archived pages are left out.
        </p>
      }
    >
      <LoadingOrError isLoading={contents.isLoading || featured.isLoading} error={contents.error} rows={6} />
      {featured.error && <Alert variant="warning">{featured.error.message}: saving will create it.</Alert>}
      {failure && (
        <Alert variant="danger" dismissible onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      {lists && !isValidFeaturedCount(count) && !failure && (
        <Alert variant="info" className="py-2">
          {count} featured: choose 0, 4 or 8 before saving.
        </Alert>
      )}
      {lists && available && available.length === 0 && (
        <Alert variant="light" className="border">
          There are no content pages yet. <Link to={buildPath('addContent')}>Add a page</Link> first.
        </Alert>
      )}
      {lists && available && (
        <FeaturedBoard
          lists={lists}
          contents={available}
          onChange={(next) => {
            setFailure(undefined);
            setLists(next);
          }}
        />
      )}
    </AdminPage>
  );
}
