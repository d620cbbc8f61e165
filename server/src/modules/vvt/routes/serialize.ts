import { listEnvelope as envelope } from '../../../platform/kit/serialize';

/** `{"verarbeitungen":<json rows>,"textModel":{...}}` without parsing the rows again (platform/kit/serialize.ts). */
export function listEnvelope(rowsJson: string, textModel: unknown): string {
  return envelope('verarbeitungen', rowsJson, textModel);
}
