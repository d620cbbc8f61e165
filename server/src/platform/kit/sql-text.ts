import { sql } from 'kysely';

/** timestamptz as ISO 8601 text in UTC (as every module answers it). */
export const isoTimestamp = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A nullable timestamptz as ISO 8601 text in UTC, or null. */
export const isoTimestampOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** date as 'YYYY-MM-DD' or null (the driver would turn it into a Date at local midnight). */
export const isoDay = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
