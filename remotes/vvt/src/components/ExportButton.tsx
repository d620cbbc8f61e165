import { useState } from 'react';
import { Button } from 'primereact/button';
import { downloadFile, useAppDispatch, useHasPermission, toastSaveFailed } from '@vws/shared/core';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';
import { useVvtTranslation } from '../i18n';

/**
 * The register export (issue 9): the whole register as an Excel workbook in the interface
 * language, streamed by the browser's own download (never held in memory). Only for those who
 * see every record (VWS_VVTProzesse_View); hidden in print.
 */
export function ExportButton() {
  const { t, i18n } = useVvtTranslation();
  const dispatch = useAppDispatch();
  const allowed = useHasPermission('VWS_VVTProzesse_View');
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const language = i18n.language.startsWith('en') ? 'en' : 'de';
  const start = async () => {
    setBusy(true);
    try {
      await dispatch(downloadFile({ endpoint: VVT_ENDPOINTS.registerExport, params: { language } })).unwrap();
    } catch (error) {
      toastSaveFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      label={t('export.button')}
      icon="pi pi-file-excel"
      outlined
      loading={busy}
      onClick={() => void start()}
      className="vws-no-print"
      data-testid="vvt-register-export"
    />
  );
}
