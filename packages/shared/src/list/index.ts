export * from './listSlice';
export * from './sortRows';
export * from './useFilteredList';
export * from './PrevNextNav';
export * from './ListTable';
