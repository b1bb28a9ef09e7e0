import { useParams } from 'react-router';
import { usePublicContentQuery } from '../../../data/content/content-api';
import { ContentArticle } from '../components/content-article';
import { ContentUnavailable } from '../components/content-unavailable';
import { CONTENT_MESSAGES } from '../../../domain/messages';
import '../components/content-sections.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * /guests/content/{contentId}: anyone with the link, signed in or not, reads a public page with its
 * published sections and images; anything else gets a friendly "not available".
 */
export default function GuestContentPage() {
  const { contentId = '' } = useParams();
  const { data, error, isLoading } = usePublicContentQuery(contentId);
  return (
    // The bare guest frame centres on the brand background; the page sits on a light sheet.
    <div
      className="guest-content w-100 align-self-stretch bg-body-tertiary rounded-4 shadow py-4 py-md-5 px-3"
      style={{ maxWidth: '64rem', margin: '0 auto' }}
    >
      <div className="mx-auto" style={{ maxWidth: '56rem' }}>
        <LoadingOrError
          isLoading={isLoading}
          error={error?.message === CONTENT_MESSAGES.notAvailable ? undefined : error}
          rows={6}
        />
      </div>
      {error?.message === CONTENT_MESSAGES.notAvailable && <ContentUnavailable />}
      {data && <ContentArticle content={data.content} sections={data.sections} assets={data.assets} linkContentId="" />}
    </div>
  );
}
