import { useMemo } from 'react';
import type { Auditfrage, AuditfrageRelations } from '@vws/shared/contract/audit';
import { useAuditFrageDetailQuery, useAuditFrageRelationsQuery } from '../../api';

/** A question as loaded: the question, its relations, and when the relations arrived (a reload resets the documents). */
export interface StoredFrage {
  frage: Auditfrage;
  relations: AuditfrageRelations;
  stamp: number | undefined;
}

/** The question's read: question and relations as one record for the editor. */
export function useStoredFrage(id: number | null) {
  const detail = useAuditFrageDetailQuery(id ?? 0, { skip: id === null });
  const relations = useAuditFrageRelationsQuery(id ?? 0, { skip: id === null });
  const currentData = useMemo<StoredFrage | undefined>(
    () =>
      detail.currentData && relations.currentData
        ? { frage: detail.currentData, relations: relations.currentData, stamp: relations.fulfilledTimeStamp }
        : undefined,
    [detail.currentData, relations.currentData, relations.fulfilledTimeStamp],
  );
  return {
    currentData,
    isFetching: detail.isFetching || relations.isFetching,
    isError: detail.isError || relations.isError,
    refetch: () => {
      void detail.refetch();
      void relations.refetch();
    },
  };
}
