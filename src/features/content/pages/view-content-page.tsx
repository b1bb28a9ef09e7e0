import { skipToken } from '@reduxjs/toolkit/query';
import { Link, Navigate, useParams } from 'react-router';
import {
  useContentByAddressQuery,
  useContentSectionsQuery,
  useContentViewer,
  useSectionAssetsQuery,
} from '../../../data/content/content-api';
import { canViewContent, visibleSections } from '../../../domain/content-visibility';
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
  const content = useContentByAddressQuery({ address, viewer });
  const contentId = content.data?.id;
  const sections = useContentSectionsQuery(contentId ?? skipToken);
  const shown = content.data && sections.data ? visibleSections(sections.data, viewer) : undefined;
  const assets = useSectionAssetsQuery(shown ?? [], { skip: !shown });
  const backToList = (
    <Link to={buildPath('content')} className="btn btn-primary">
      See all pages
    </Link>
  );

  if (content.data?.path && content.data.path !== address) {
    return <Navigate to={buildPath('viewContent', { contentId: content.data.path })} replace />;
  }
  const loadError = content.error?.message === 'This page could not be found' ? undefined : content.error;
  if (content.isLoading || sections.isLoading || assets.isLoading || loadError) {
    return (
      <div className="p-3 p-md-4">
        <LoadingOrError
          isLoading={content.isLoading || sections.isLoading || assets.isLoading}
          error={loadError}
          rows={6}
        />
      </div>
    );
  }
  if (!content.data || !canViewContent(content.data, viewer)) return <ContentUnavailable action={backToList} />;
  return (
    <div className="p-3 p-md-4">
      <LoadingOrError isLoading={false} error={sections.error} />
      <ContentArticle
        content={content.data}
        sections={shown ?? []}
        assets={assets.data ?? []}
        linkContentId={content.data.id}
      />
    </div>
  );
}
