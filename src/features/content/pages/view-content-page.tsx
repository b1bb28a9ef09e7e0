import { Link, Navigate, useParams } from 'react-router';
import { useContentPageQuery, useContentViewer } from '../../../data/content/content-api';
import { canViewContent } from '../../../domain/content-visibility';
import { CONTENT_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { ContentArticle } from '../components/content-article';
import { ContentUnavailable } from '../components/content-unavailable';
import '../components/content-sections.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * /content/{path}: a page for signed-in people, only when it is meant for their team. Links made
 * with the page's id (before pages had addresses) lead to its path.
 */
export default function ViewContentPage() {
  const { contentId: address = '' } = useParams();
  const viewer = useContentViewer();
  const page = useContentPageQuery({ address, viewer });
  const backToList = (
    <Link to={buildPath('content')} className="btn btn-primary">
      See all pages
    </Link>
  );

  const path = page.data?.content.path;
  if (path && path !== address) return <Navigate to={buildPath('viewContent', { contentId: path })} replace />;
  const loadError = page.error?.message === CONTENT_MESSAGES.pageNotFound ? undefined : page.error;
  if (page.isLoading || loadError) {
    return (
      <div className="p-3 p-md-4">
        <LoadingOrError isLoading={page.isLoading} error={loadError} rows={6} />
      </div>
    );
  }
  if (!page.data || !canViewContent(page.data.content, viewer)) return <ContentUnavailable action={backToList} />;
  const { content, sections, assets } = page.data;
  return (
    <div className="p-3 p-md-4">
      <ContentArticle content={content} sections={sections} assets={assets} linkContentId={content.id} />
    </div>
  );
}
