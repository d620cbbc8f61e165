export { isoDay, isoTimestamp } from '../../../platform/kit/sql-text';
