import { Link, useParams } from 'react-router';
import {
  useContentQuery,
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

/** /content/{contentId}: a page for signed-in people, only when it is meant for their team. */
export default function ViewContentPage() {
  const { contentId = '' } = useParams();
  const viewer = useContentViewer();
  const content = useContentQuery(contentId);
  const sections = useContentSectionsQuery(contentId);
  const shown = content.data && sections.data ? visibleSections(sections.data, viewer) : undefined;
  const assets = useSectionAssetsQuery(shown ?? [], { skip: !shown });
  const backToList = (
    <Link to={buildPath('content')} className="btn btn-primary">
      See all pages
    </Link>
  );

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
        linkContentId={contentId}
      />
    </div>
  );
}
