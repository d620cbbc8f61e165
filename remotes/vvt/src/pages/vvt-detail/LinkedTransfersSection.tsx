import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { MappingLinksEditor } from '@vws/shared/edit';
import type { DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { linksApi, transferLinkStaging } from './linkedTransfersApi';
import type { VvtStagedParts } from './useVvtStagedParts';

const nameOf = (row: Pick<DwMappingView, 'Firma_Empfaenger' | 'Gruppe'>) => (row.Gruppe ? `${row.Firma_Empfaenger} (${row.Gruppe})` : row.Firma_Empfaenger);

export interface LinkedTransfersSectionProps {
  self: { ID: number; SDM_Ebene_Nr: number };
  /** The links as the page stages them (saved with the record by its one Save). */
  links: VvtStagedParts['transfers'];
}

/**
 * The data transfers linked to a processing record (spec §3 "plus linked data transfers"), shown to
 * users who may see data transfers; editing needs the mapping right of the record and the transfers'
 * edit right. The links are staged in the page and saved with the record (issue 24: one Save).
 */
export function LinkedTransfersSection({ self, links }: LinkedTransfersSectionProps) {
  return links.canView ? <LinkedTransfers self={self} links={links} /> : null;
}

function LinkedTransfers({ self, links }: LinkedTransfersSectionProps) {
  const { t } = useTranslation('common');
  const link = useCustomerRoute();
  const { canEdit, query: mappings, staged } = links;
  const transfers = linksApi.useVvtDatenweitergabenBasicFieldsQuery(undefined, { skip: !canEdit });
  const options = useMemo(() => (transfers.data ?? []).map((d) => ({ value: d.ID, label: nameOf(d) })), [transfers.data]);

  return (
    <section className="mt-3" aria-labelledby="vvt-transfers-heading" data-testid="vvt-linked-transfers">
      <h3 id="vvt-transfers-heading" className="text-base mb-2">
        {t('mappings.transfersHeading')}
      </h3>
      <p className="mt-0 text-sm text-color-secondary">{t('mappings.transfersIntro')}</p>
      {mappings.isLoading && <LoadingBlock />}
      {mappings.error && <ErrorMessage error={mappings.error} onRetry={() => void mappings.refetch()} />}
      {mappings.data && (
        <MappingLinksEditor<DwMappingView>
          staged={staged}
          staging={transferLinkStaging}
          keyOf={(row) => row.ID_Datenweitergabe}
          optionOf={(row) => row.ID_Datenweitergabe}
          nameOf={nameOf}
          render={(row) =>
            row.ID === 0 ? (
              <span>{nameOf(row)}</span>
            ) : (
              <Link to={link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: row.ID_Datenweitergabe })}>{nameOf(row)}</Link>
            )
          }
          options={options}
          candidate={(value) => {
            const d = transfers.data?.find((x) => x.ID === value);
            return (
              d && {
                ID_Datenweitergabe: d.ID,
                ID_Verarbeitung: self.ID,
                Ebene_Nr_Verarbeitung: self.SDM_Ebene_Nr,
                Verarbeitung_Nummer: '',
                Verarbeitung_Name: '',
                Firma_Empfaenger: d.Firma_Empfaenger,
                Gruppe: d.Gruppe,
                ID_Vertragsstatus: d.ID_Vertragsstatus,
              }
            );
          }}
          canEdit={canEdit}
          addLabel={t('mappings.transfersAdd')}
          idPrefix="vvt-dw"
        />
      )}
    </section>
  );
}
