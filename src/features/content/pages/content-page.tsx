import { Col, Row } from '../../../components/bootstrap/grid';
import { useVisibleContentList } from '../../../data/content/content-api';
import { ContentCard } from '../components/content-card';
import { CardGridSkeleton, EmptyCardGrid } from '../../../components/card-grid';
import { LoadingOrError } from '../../../components/loading-or-error';
import { ListSearch, useListSearch } from '../../../components/list-search';
import { ListPager, usePageParam } from '../../../components/list-table';
import { pageSlice } from '../../../components/list-table/list-table-state';
import { matchesSearch } from '../../../domain/text-search';
import { byText } from '../../../domain/text-order';

/** /content: every page this person may read, alphabetically, searched by title and description, 100 to a page (archived pages never listed). */
export default function ContentListPage() {
  const { data, error, isLoading } = useVisibleContentList();
  const [search, setSearch] = useListSearch();
  const pages = (data ?? [])
    .filter((content) => !content.isArchived && matchesSearch(search, content.title, content.description))
    .sort(byText('title'));
  const { page, goToPage } = usePageParam(pages.length);
  const shown = pageSlice(pages, page);
  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-1">Pages</h1>
      <p className="text-body-secondary mb-4">Information the organisers have published for your team.</p>
      <ListSearch
        label="Search pages"
        placeholder="Search by title or description"
        value={search}
        onChange={setSearch}
      />
      <LoadingOrError isLoading={isLoading} error={error} skeleton={<CardGridSkeleton />} />
      {data && pages.length === 0 && (
        <EmptyCardGrid icon={search.trim() ? 'search' : 'journal-text'}>
          {search.trim() ? 'No pages match your search.' : 'No pages have been published for you yet.'}
        </EmptyCardGrid>
      )}
      {shown.length > 0 && (
        <>
          <Row
            xs={1}
            md={2}
            xl={3}
            className="g-3 mb-3"
            as="ul"
            role="list"
            aria-label="Content pages"
            style={{ listStyle: 'none', paddingLeft: 0 }}
          >
            {shown.map((content) => (
              <Col key={content.id} as="li">
                <ContentCard content={content} />
              </Col>
            ))}
          </Row>
          <ListPager page={page} total={pages.length} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
