import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { createMappingStaging, MappingLinksEditor } from '@vws/shared/edit';
import type { DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { ErrorMessage, LoadingBlock } from '@vws/shared/core';
import { useDatenweitergabenMappingsQuery, useDatenweitergabenMappingsSaveMutation, useDatenweitergabenVvtNamesQuery } from '../../api';
import { useDatenweitergabenTranslation } from '../../i18n';
import { linkFieldsOf } from '@vws/shared/contract/datenweitergaben-constants';

/** Spec §4: links are staged locally; one per processing record of this transfer. */
const staging = createMappingStaging<DwMappingView>((row) => row.ID_Verarbeitung);

export interface LinksSectionProps {
  id: number;
  canEditTransfer: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** The processing records this transfer is linked to; a change needs the edit right of both sides. */
export function LinksSection({ id, canEditTransfer, onDirtyChange }: LinksSectionProps) {
  const { t } = useDatenweitergabenTranslation();
  const link = useCustomerRoute();
  const canEdit = useHasPermission('VWS_VVTProzesse_Mappings_Edit') && canEditTransfer;
  const mappings = useDatenweitergabenMappingsQuery(id);
  const names = useDatenweitergabenVvtNamesQuery(undefined, { skip: !canEdit });
  const [save] = useDatenweitergabenMappingsSaveMutation();
  const options = useMemo(() => (names.data ?? []).map((n) => ({ value: n.ID, label: `${n.Nummer} ${n.Name}` })), [names.data]);

  if (mappings.isLoading) return <LoadingBlock />;
  if (mappings.error) return <ErrorMessage error={mappings.error} onRetry={() => void mappings.refetch()} />;
  return (
    <MappingLinksEditor<DwMappingView>
      stored={mappings.data}
      staging={staging}
      keyOf={(row) => row.ID_Verarbeitung}
      optionOf={(row) => row.ID_Verarbeitung}
      nameOf={(row) => `${row.Verarbeitung_Nummer} ${row.Verarbeitung_Name}`}
      render={(row) =>
        row.ID === 0 ? (
          <span>{`${row.Verarbeitung_Nummer} ${row.Verarbeitung_Name}`}</span>
        ) : (
          <Link
            to={link(ROUTES.vvt.detail, { ebenenr: row.Ebene_Nr_Verarbeitung }, { IdVerarbeitung: row.ID_Verarbeitung })}
          >{`${row.Verarbeitung_Nummer} ${row.Verarbeitung_Name}`}</Link>
        )
      }
      options={options}
      candidate={(value) => {
        const n = names.data?.find((x) => x.ID === value);
        return (
          n && {
            ID_Datenweitergabe: id,
            ID_Verarbeitung: n.ID,
            Ebene_Nr_Verarbeitung: n.SDM_Ebene_Nr,
            Verarbeitung_Nummer: n.Nummer,
            Verarbeitung_Name: n.Name,
            Firma_Empfaenger: '',
            Gruppe: '',
            ID_Vertragsstatus: 0,
          }
        );
      }}
      onSave={(rows) => save(rows.map(linkFieldsOf)).unwrap()}
      canEdit={canEdit}
      onDirtyChange={onDirtyChange}
      addLabel={t('detail.linksAdd')}
      idPrefix="dw"
    />
  );
}
