import { Col, Row } from '../../../components/bootstrap/grid';
import { useVisibleContentList } from '../../../data/content/content-api';
import { ContentCard } from '../components/content-card';
import { CardGridSkeleton, EmptyCardGrid } from '../../../components/card-grid';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /content: every page this person may read, alphabetically (archived pages never listed). */
export default function ContentListPage() {
  const { data, error, isLoading } = useVisibleContentList();
  const pages = (data ?? [])
    .filter((content) => !content.isArchived)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-1">Pages</h1>
      <p className="text-body-secondary mb-4">Information the organisers have published for your team.</p>
      <LoadingOrError isLoading={isLoading} error={error} skeleton={<CardGridSkeleton />} />
      {data && pages.length === 0 && (
        <EmptyCardGrid icon="journal-text">No pages have been published for you yet.</EmptyCardGrid>
      )}
      {pages.length > 0 && (
        <Row xs={1} md={2} xl={3} className="g-3" as="ul" role="list" style={{ listStyle: 'none', paddingLeft: 0 }}>
          {pages.map((content) => (
            <Col key={content.id} as="li">
              <ContentCard content={content} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
