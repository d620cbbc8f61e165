import { memo, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SEVERITY_STYLE, statusSeverity } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';
import { cubeCellId, neighbour, type CubePosition } from './cubeNavigation';

type Option = { value: number; label: string };

export interface CubeEditorCellProps extends CubePosition {
  status: number;
  risk: number;
  /** "Transparenz – Erheben": names the cell's controls. */
  name: string;
  hasTexts: boolean;
  options: { status: Option[]; risk: Option[] };
  readOnly: boolean;
  onChange: (position: CubePosition, field: 'ID_SDM_Cube_Status' | 'ID_SDM_Cube_Risikostufe', value: number) => void;
  onOpen: (position: CubePosition) => void;
}

function moveFocus(event: KeyboardEvent, from: CubePosition) {
  const to = neighbour(from, event.key);
  if (!to) return;
  event.preventDefault();
  document.getElementById(cubeCellId(to))?.focus();
}

/** One cell of the cube grid: its status (the cell's colour) and risk level chosen in place, its texts behind the button. */
export const CubeEditorCell = memo(function CubeEditorCell({
  ziel,
  schritt,
  status,
  risk,
  name,
  hasTexts,
  options,
  readOnly,
  onChange,
  onOpen,
}: CubeEditorCellProps) {
  const { t } = useVvtTranslation();
  const position = { ziel, schritt };
  return (
    <td className="p-2 border-round vertical-align-top" style={SEVERITY_STYLE[statusSeverity(status)]} data-testid={`vvt-cube-edit-${ziel}-${schritt}`}>
      <div className="flex flex-column gap-1">
        <Button
          type="button"
          id={cubeCellId(position)}
          className="p-button-sm p-button-text p-0 text-left font-medium justify-content-start"
          style={{ color: 'inherit' }}
          icon={hasTexts ? 'pi pi-file-edit' : 'pi pi-pencil'}
          label={t('cube.texts')}
          aria-label={t('cube.openCell', { cell: name })}
          aria-haspopup="dialog"
          onKeyDown={(event) => moveFocus(event, position)}
          onClick={() => onOpen(position)}
        />
        <Dropdown
          value={status}
          options={options.status}
          onChange={(e) => onChange(position, 'ID_SDM_Cube_Status', Number(e.value))}
          disabled={readOnly}
          ariaLabel={`${t('cell.Status')}: ${name}`}
          className="w-full p-inputtext-sm"
          data-testid={`vvt-cube-status-${ziel}-${schritt}`}
        />
        <Dropdown
          value={risk}
          options={options.risk}
          onChange={(e) => onChange(position, 'ID_SDM_Cube_Risikostufe', Number(e.value))}
          disabled={readOnly}
          ariaLabel={`${t('cell.Risikostufe')}: ${name}`}
          className="w-full p-inputtext-sm"
          data-testid={`vvt-cube-risk-${ziel}-${schritt}`}
        />
      </div>
    </td>
  );
});
