import { CONTRACT_STATUS_SEVERITY, severityOf, StatusBadge } from '@vws/shared/core';
import type { RefLabel } from './useReferences';

/** The contract status as a badge in the colours of spec §4. */
export function StatusTag({ id, refLabel }: { id: number; refLabel: RefLabel }) {
  return <StatusBadge severity={severityOf(CONTRACT_STATUS_SEVERITY, id)} label={refLabel('vertragsstatus', id)} />;
}
