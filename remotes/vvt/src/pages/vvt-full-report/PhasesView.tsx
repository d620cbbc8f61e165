import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { Badge } from '../../components/Badge';
import { Text } from '../../components/RecordViewParts';
import type { RefLabel } from '../../components/useReferences';
import { risikoSeverity, statusSeverity } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';

/** verarbeitungsphasen: per record the four process steps, each with its description and its seven cube cells. */
export function PhasesView({ record, refLabel }: { record: VvtFullReportRecord; refLabel: RefLabel }) {
  const { t } = useVvtTranslation();
  return (
    <div data-testid="vvt-phases-view">
      {SDM_PROZESSSCHRITTE.map((step) => (
        <div key={step} className="mb-2">
          <h3 className="text-base mb-1 mt-2">{refLabel('sdm_cube_prozessschritte', step)}</h3>
          <p className="m-0 mb-1 text-sm">
            <Text value={record.prozessschritte?.find((s) => s.ID_SDM_Cube_Prozessschritt === step)?.Beschreibung} />
          </p>
          <table className="vws-report-table vvt-report-table">
            <thead>
              <tr>
                <th scope="col" style={{ width: '16%' }}>
                  {t('report.goal')}
                </th>
                <th scope="col" style={{ width: '14%' }}>
                  {t('cell.Status')}
                </th>
                <th scope="col" style={{ width: '12%' }}>
                  {t('cell.Risikostufe')}
                </th>
                <th scope="col">{t('cell.Antwort')}</th>
                <th scope="col">{t('cell.Massnahmen')}</th>
              </tr>
            </thead>
            <tbody>
              {SDM_SCHUTZZIELE.map((goal) => {
                const cell = record.sdmCube?.find((c) => c.ID_SDM_Cube_Prozessschritt === step && c.ID_SDM_Cube_Schutzziel === goal);
                return (
                  <tr key={goal}>
                    <th scope="row">{refLabel('sdm_cube_schutzziele', goal)}</th>
                    <td>
                      <Badge severity={statusSeverity(cell?.ID_SDM_Cube_Status ?? 0)} label={refLabel('sdm_cube_status', cell?.ID_SDM_Cube_Status ?? 0)} />
                    </td>
                    <td>
                      <Badge
                        severity={risikoSeverity(cell?.ID_SDM_Cube_Risikostufe ?? 0)}
                        label={refLabel('sdm_cube_risikostufen', cell?.ID_SDM_Cube_Risikostufe ?? 0)}
                      />
                    </td>
                    <td className="text-sm">
                      <Text value={cell?.Antwort} />
                    </td>
                    <td className="text-sm">
                      <Text value={cell?.Massnahmen} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
