import { listEnvelope as envelope } from '../../../platform/kit/serialize';

// The kit's JSON serializer without validation (platform/kit/serialize.ts).
export { serializeWithoutValidation } from '../../../platform/kit/serialize';

/** `{"verarbeitungen":<json rows>,"textModel":{...}}` without parsing the rows again. */
export function listEnvelope(rowsJson: string, textModel: unknown): string {
  return envelope('verarbeitungen', rowsJson, textModel);
}
