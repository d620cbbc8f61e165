import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE, type VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { risikoSeverity, statusSeverity } from '../rules/colors';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';
import type { RefLabel } from './useReferences';

type Cell = NonNullable<VvtFullReportRecord['sdmCube']>[number];

/** The texts of a cube cell (spec §3: answer, risk description, measures, remarks/evidence), in the detail's order. */
export const CELL_TEXT_KEYS = ['Antwort', 'Risikobeschreibung', 'Massnahmen', 'Bemerkungen_Nachweise'] as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** A cell with at least one text: only these get a block (the cube grid shows every cell's status and risk). */
export const hasCellText = (cell: Cell | undefined): cell is Cell => !!cell && CELL_TEXT_KEYS.some((key) => filled(cell[key]));

/**
 * The four process steps of a record for print (internal report, /verarbeitung-print): each with
 * its description and, per protection goal that has any text, the goal's status, risk level and
 * its texts. Empty texts and cells without text are left out, so a sparse cube does not print 28
 * empty blocks; a step with nothing at all says so in one line.
 */
export function StepCellTexts({ record, refLabel }: { record: VvtFullReportRecord; refLabel: RefLabel }) {
  const { t } = useVvtTranslation();
  return (
    <div data-testid="vvt-step-cell-texts">
      {SDM_PROZESSSCHRITTE.map((step) => {
        const description = record.prozessschritte?.find((s) => s.ID_SDM_Cube_Prozessschritt === step)?.Beschreibung;
        const cells = SDM_SCHUTZZIELE.map((goal) =>
          record.sdmCube?.find((c) => c.ID_SDM_Cube_Prozessschritt === step && c.ID_SDM_Cube_Schutzziel === goal),
        ).filter(hasCellText);
        return (
          <div key={step} className="vvt-step-block" data-testid={`vvt-step-texts-${step}`}>
            <h4 className="text-sm mb-1 mt-2">{refLabel('sdm_cube_prozessschritte', step)}</h4>
            {filled(description) ? (
              <p className="m-0 mb-1 text-sm">
                <span className="font-medium">{t('cell.Beschreibung')}: </span>
                <span className="vvt-pre">{description}</span>
              </p>
            ) : (
              cells.length === 0 && <p className="m-0 mb-1 text-sm text-color-secondary">{t('fullReport.stepEmpty')}</p>
            )}
            {cells.length > 0 && (
              <table className="vws-report-table vvt-report-table vvt-cell-table">
                <thead>
                  <tr>
                    <th scope="col" style={{ width: '20%' }}>
                      {t('report.goal')}
                    </th>
                    <th scope="col" style={{ width: '20%' }}>{`${t('cell.Status')} / ${t('cell.Risikostufe')}`}</th>
                    <th scope="col">{t('fullReport.cellTexts')}</th>
                  </tr>
                </thead>
                <tbody>
                  {cells.map((cell) => (
                    <tr key={cell.ID_SDM_Cube_Schutzziel} data-testid={`vvt-cell-texts-${step}-${cell.ID_SDM_Cube_Schutzziel}`}>
                      <th scope="row">{refLabel('sdm_cube_schutzziele', cell.ID_SDM_Cube_Schutzziel)}</th>
                      <td>
                        <span className="flex flex-wrap gap-1">
                          <Badge severity={statusSeverity(cell.ID_SDM_Cube_Status)} label={refLabel('sdm_cube_status', cell.ID_SDM_Cube_Status)} />
                          <Badge
                            severity={risikoSeverity(cell.ID_SDM_Cube_Risikostufe)}
                            label={`${t('report.risk')}: ${refLabel('sdm_cube_risikostufen', cell.ID_SDM_Cube_Risikostufe)}`}
                          />
                        </span>
                      </td>
                      <td>
                        <dl className="vvt-cell-texts m-0">
                          {CELL_TEXT_KEYS.filter((key) => filled(cell[key])).map((key) => (
                            <div key={key}>
                              <dt>{t(`cell.${key}`)}</dt>
                              <dd className="vvt-pre">{cell[key]}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        );
      })}
    </div>
  );
}
