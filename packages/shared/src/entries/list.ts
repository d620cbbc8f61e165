/** @vws/shared/list: the list table, the searched list page and the previous/next navigation of detail pages (their state is in core). */
export * from '../list/FilterSection';
export * from '../list/ListHeading';
export * from '../list/ListTable';
export * from '../list/PrevNextNav';
export * from '../list/SearchListPage';
export * from '../list/LazyBulkEditBar';
export { FilterDropdown, FilterMultiSelect, type FilterDropdownProps, type FilterMultiSelectProps, type SelectOption } from '../list/FilterSelects';
