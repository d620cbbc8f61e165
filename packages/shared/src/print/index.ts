export * from './describeFilter';
export * from './PrintDocument';
export * from './PrintReportFrame';
export * from './usePrinting';
