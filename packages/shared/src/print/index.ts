export * from './describeFilter';
export * from './PrintReportFrame';
