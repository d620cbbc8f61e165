import type { SdmCubeReportRow } from '@vws/shared/contract/vvt';
import { SDM_PROZESSSCHRITTE } from '@vws/shared/contract/vvt';
import { scrollRegion } from '@vws/shared/core';
import { cubeGrid } from '../rules/cube';
import { risikoSeverity, SEVERITY_STYLE, statusSeverity } from '../rules/colors';
import type { RefLabel } from './useReferences';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';

/**
 * The record's SDM cube as a 7 x 4 grid (goals x steps): each cell coloured by its status, with its
 * risk level (spec §2, §9). With `onCell` each cell is a button that opens the cell for editing.
 */
export function CubeGrid({
  rows,
  refLabel,
  onCell,
}: {
  rows: readonly SdmCubeReportRow[];
  refLabel: RefLabel;
  onCell?: (cell: { ziel: number; schritt: number }) => void;
}) {
  const { t } = useVvtTranslation();
  const grid = cubeGrid(rows);
  return (
    <div className="overflow-x-auto" {...scrollRegion(t('report.caption'))}>
      <table className="w-full text-sm vvt-cube" style={{ borderCollapse: 'separate', borderSpacing: '4px', minWidth: '36rem' }} data-testid="vvt-cube-grid">
        <caption className="text-left font-semibold mb-2">{t('report.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left">
              {t('report.goal')}
            </th>
            {SDM_PROZESSSCHRITTE.map((schritt) => (
              <th key={schritt} scope="col" className="text-left">
                {refLabel('sdm_cube_prozessschritte', schritt)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((cells) => (
            <tr key={cells[0].ID_Schutzziel}>
              <th scope="row" className="text-left font-medium pr-2">
                {refLabel('sdm_cube_schutzziele', cells[0].ID_Schutzziel)}
              </th>
              {cells.map((cell) => {
                const content = (
                  <>
                    <div className="font-medium mb-1">{refLabel('sdm_cube_status', cell.ID_Status)}</div>
                    <Badge
                      severity={risikoSeverity(cell.ID_Risikostufe)}
                      label={`${t('report.risk')}: ${refLabel('sdm_cube_risikostufen', cell.ID_Risikostufe)}`}
                    />
                  </>
                );
                return (
                  <td
                    key={cell.ID_Prozessschritt}
                    className="p-2 border-round"
                    style={SEVERITY_STYLE[statusSeverity(cell.ID_Status)]}
                    data-testid={`vvt-cube-${cell.ID_Schutzziel}-${cell.ID_Prozessschritt}`}
                  >
                    {onCell ? (
                      <button
                        type="button"
                        className="w-full text-left border-none cursor-pointer p-0 bg-transparent"
                        style={{ color: 'inherit', font: 'inherit' }}
                        title={t('cube.openInGrid', {
                          cell: `${refLabel('sdm_cube_schutzziele', cell.ID_Schutzziel)} – ${refLabel('sdm_cube_prozessschritte', cell.ID_Prozessschritt)}`,
                          status: refLabel('sdm_cube_status', cell.ID_Status),
                          risk: refLabel('sdm_cube_risikostufen', cell.ID_Risikostufe),
                        })}
                        onClick={() => onCell({ ziel: cell.ID_Schutzziel, schritt: cell.ID_Prozessschritt })}
                      >
                        {content}
                      </button>
                    ) : (
                      content
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
