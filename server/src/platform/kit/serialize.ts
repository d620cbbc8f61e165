/**
 * Serializer for routes whose rows come straight from typed SQL: the schema documents the answer,
 * and a body that is already JSON text (built by PostgreSQL) is sent as it is. Use it as the
 * route's `serializerCompiler`.
 */
export const serializeWithoutValidation = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/** `{"<listKey>":<json rows>,"textModel":{...}}` without parsing the rows again. */
export function listEnvelope(listKey: string, rowsJson: string, textModel: unknown): string {
  return `{${JSON.stringify(listKey)}:${rowsJson},"textModel":${JSON.stringify(textModel)}}`;
}
