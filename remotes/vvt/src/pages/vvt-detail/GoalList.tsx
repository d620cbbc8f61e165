import { useWatch, type Control } from 'react-hook-form';
import { SDM_SCHUTZZIELE } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { Badge } from '../../components/Badge';
import { cellIndex } from '../../rules/cube';
import { risikoSeverity, statusSeverity } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';
import type { VvtForm } from './formModel';

/** The goals of a step as a list with each cell's status and risk; choosing one shows its fields. */
export function GoalList({
  schritt,
  control,
  chosen,
  onChoose,
  refLabel,
}: {
  schritt: number;
  control: Control<VvtForm>;
  chosen: number;
  onChoose: (ziel: number) => void;
  refLabel: RefLabel;
}) {
  const { t } = useVvtTranslation();
  const cube = useWatch({ control, name: 'cube' });
  return (
    <ul className="list-none p-0 m-0 flex flex-column gap-1" aria-label={t('step.goals')}>
      {SDM_SCHUTZZIELE.map((ziel) => {
        const cell = cube[cellIndex(schritt, ziel)];
        const active = ziel === chosen;
        return (
          <li key={ziel}>
            <button
              type="button"
              className={`w-full text-left p-2 border-round border-1 cursor-pointer flex flex-column gap-1 ${active ? 'border-primary surface-100 font-semibold' : 'surface-border surface-0'}`}
              aria-pressed={active}
              onClick={() => onChoose(ziel)}
              data-testid={`vvt-goal-${schritt}-${ziel}`}
            >
              <span>{t(`goal.${ziel}`)}</span>
              <span className="flex flex-wrap gap-1">
                <Badge severity={statusSeverity(cell?.ID_SDM_Cube_Status ?? 0)} label={refLabel('sdm_cube_status', cell?.ID_SDM_Cube_Status ?? 0)} />
                <Badge
                  severity={risikoSeverity(cell?.ID_SDM_Cube_Risikostufe ?? 0)}
                  label={`${t('report.risk')}: ${refLabel('sdm_cube_risikostufen', cell?.ID_SDM_Cube_Risikostufe ?? 0)}`}
                />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
