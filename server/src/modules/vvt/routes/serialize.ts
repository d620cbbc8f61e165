/**
 * Serializer for routes whose rows come straight from typed SQL: the schema documents the answer,
 * and a body that is already JSON text (built by PostgreSQL) is sent as it is.
 */
export const serializeWithoutValidation = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/** `{"verarbeitungen":<json rows>,"textModel":{...}}` without parsing the rows again. */
export function listEnvelope(rowsJson: string, textModel: unknown): string {
  return `{"verarbeitungen":${rowsJson},"textModel":${JSON.stringify(textModel)}}`;
}
