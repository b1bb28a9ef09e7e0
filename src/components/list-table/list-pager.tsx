import { useSearchParams } from 'react-router';
import { Pagination } from '../bootstrap/pagination';
import { Placeholder } from '../bootstrap/placeholder';
import { PAGE_QUERY_PARAM, PAGE_SIZE } from '../../domain/constants';
import { paginationRangeText } from '../../domain/messages';
import { needsPagination, pageCount, pageFromParam, pageRange, visiblePages } from './list-table-state';

/** The page of a list shown, from `?page=` in the address, and a move to another (a new history entry). */
export function usePageParam(total: number, pageSize = PAGE_SIZE) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get(PAGE_QUERY_PARAM), total, pageSize);
  const goToPage = (next: number) =>
    setSearchParams((current) => {
      current.set(PAGE_QUERY_PARAM, String(next));
      return current;
    });
  return { page, goToPage };
}

export interface ListPagerProps {
  page: number;
  /** undefined while the list is being counted: a placeholder stands for the range and the pages. */
  total: number | undefined;
  pageSize?: number;
  onPage: (page: number) => void;
}

/** Under every paged list (tables and card grids): "Showing 1 to 100 of 250 items" and the page buttons when there is more than one page. */
export function ListPager({ page, total, pageSize = PAGE_SIZE, onPage }: ListPagerProps) {
  if (total === undefined)
    return (
      <Placeholder as="p" animation="glow" className="small mb-0" aria-label="Counting items">
        <Placeholder xs={3} />
      </Placeholder>
    );
  const { from, to } = pageRange(page, total, pageSize);
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
      <span className="small text-body-secondary">{paginationRangeText(from, to, total)}</span>
      {needsPagination(total, pageSize) && (
        <Pagination size="sm" className="mb-0" aria-label="Pages">
          <Pagination.Prev disabled={page === 1} onClick={() => onPage(page - 1)} aria-label="Previous page" />
          {visiblePages(page, pageCount(total, pageSize)).map((entry, index) =>
            entry === 'gap' ? (
              <Pagination.Ellipsis key={`gap-${index}`} disabled />
            ) : (
              <Pagination.Item
                key={entry}
                active={entry === page}
                onClick={() => onPage(entry)}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </Pagination.Item>
            ),
          )}
          <Pagination.Next
            disabled={page === pageCount(total, pageSize)}
            onClick={() => onPage(page + 1)}
            aria-label="Next page"
          />
        </Pagination>
      )}
    </div>
  );
}
