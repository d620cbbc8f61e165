/** Serializer for routes whose rows come straight from typed SQL: the schema documents, JSON.stringify sends. */
export const serializeWithoutValidation = () => (data: unknown) => JSON.stringify(data);
