import { useSearchParams } from 'react-router';
import { Form } from './bootstrap/form';
import { FILTER_NAVIGATION, queryWithFilter } from './query-params';

const SEARCH_QUERY_PARAM = 'search';

/** What a list is searched for, kept in `?search=` so a reload or a shared link keeps it; a new search starts at page 1. */
export function useListSearch(): [string, (search: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(SEARCH_QUERY_PARAM) ?? '';
  const setSearch = (value: string) => setSearchParams(queryWithFilter(SEARCH_QUERY_PARAM, value), FILTER_NAVIGATION);
  return [search, setSearch];
}

export interface ListSearchProps {
  /** The box's accessible name, e.g. "Search pages". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (search: string) => void;
  className?: string;
}

/** The search box above a list. */
export function ListSearch({ label, placeholder, value, onChange, className = 'mb-3' }: ListSearchProps) {
  return (
    <Form.Control
      type="search"
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
      style={{ maxWidth: '24rem' }}
    />
  );
}
