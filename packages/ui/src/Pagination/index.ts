export { Pagination, type PaginationProps, type PaginationWords } from './Pagination';
