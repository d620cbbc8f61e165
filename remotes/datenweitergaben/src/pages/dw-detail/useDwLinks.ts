import { useMemo } from 'react';
import { useHasPermission } from '@vws/shared/core';
import { createMappingStaging, useStagedMappings, type StagedPart } from '@vws/shared/edit';
import type { DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { linkFieldsOf } from '@vws/shared/contract/datenweitergaben-constants';
import { useDatenweitergabenMappingsQuery, useDatenweitergabenMappingsSaveMutation } from '../../api';
import { useDatenweitergabenTranslation } from '../../i18n';

/** Spec §4: links are staged locally; one per processing record of this transfer. */
export const linkStaging = createMappingStaging<DwMappingView>((row) => row.ID_Verarbeitung);
const NONE: DwMappingView[] = [];

/**
 * The transfer's links to processing records, staged in the page and saved with the transfer
 * (issue 24: one save per page), a new transfer's after it is created. A change needs the edit
 * right of both sides.
 */
export function useDwLinks(id: number | null, canEditTransfer: boolean) {
  const { t } = useDatenweitergabenTranslation();
  const canEdit = useHasPermission('VWS_VVTProzesse_Mappings_Edit') && canEditTransfer;
  const query = useDatenweitergabenMappingsQuery(id ?? 0, { skip: id === null });
  const staged = useStagedMappings(id === null ? NONE : query.data, linkStaging, id);
  const [save] = useDatenweitergabenMappingsSaveMutation();
  const { rows, setRows, dirty, toSend } = staged;
  const part = useMemo<StagedPart<number, number>>(
    () => ({
      dirty: canEdit && dirty,
      save: async (transferId) => {
        const answer = await save(toSend().map((row) => linkFieldsOf({ ...row, ID_Datenweitergabe: transferId }))).unwrap();
        setRows(answer.mappings);
      },
      failed: t('common:mappings.saveFailed'),
    }),
    [canEdit, dirty, save, toSend, setRows, t],
  );
  return { canEdit, query, staged: { rows, setRows }, part };
}

export type DwLinks = ReturnType<typeof useDwLinks>;
