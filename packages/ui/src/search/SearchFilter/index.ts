export { SearchFilter, type SearchFilterOptions, type SearchFilterProps } from './SearchFilter';
