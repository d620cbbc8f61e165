// The kit's list envelope (platform/kit/serialize.ts): `{"<listKey>":<json rows>,"textModel":{...}}`.
export { listEnvelope } from '../../../platform/kit/serialize';
