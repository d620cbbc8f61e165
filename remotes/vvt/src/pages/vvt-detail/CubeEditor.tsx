import { useCallback, useEffect, useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE } from '@vws/shared/contract/vvt';
import { scrollRegion } from '@vws/shared/core';
import type { RefLabel } from '../../components/useReferences';
import { cellIndex } from '../../rules/cube';
import { useVvtTranslation } from '../../i18n';
import { CubeBulkBar, type CubeLine, type CubeLineValues } from './CubeBulkBar';
import { CubeCellPanel } from './CubeCellPanel';
import { CubeEditorCell } from './CubeEditorCell';
import { useCubeOptions } from './cellFields';
import { cubeCellId, type CubePosition } from './cubeNavigation';
import type { VvtForm } from './formModel';

export interface CubeEditorProps {
  control: Control<VvtForm>;
  setValue: UseFormSetValue<VvtForm>;
  readOnly: boolean;
  refLabel: RefLabel;
  /** A cell to open on arrival (the report tab's cube links here). */
  initialCell?: CubePosition | null;
}

type CellField = 'ID_SDM_Cube_Status' | 'ID_SDM_Cube_Risikostufe';
const hasTexts = (cell: VvtForm['cube'][number] | undefined) =>
  !!cell && [cell.Antwort, cell.Risikobeschreibung, cell.Massnahmen, cell.Bemerkungen_Nachweise].some(Boolean);

/**
 * The SDM cube as a 7 x 4 grid (goals x steps) edited in place: each cell's status and risk level
 * chosen in the grid, a whole row or column set at once, the cell's texts in a side panel. Arrow
 * keys move between the cells' buttons, Enter opens the panel; everything is saved with the page.
 */
export function CubeEditor({ control, setValue, readOnly, refLabel, initialCell }: CubeEditorProps) {
  const { t } = useVvtTranslation();
  const cube = useWatch({ control, name: 'cube' });
  const options = useCubeOptions(refLabel);
  const [open, setOpen] = useState<CubePosition | null>(initialCell ?? null);
  useEffect(() => {
    if (initialCell) setOpen(initialCell);
  }, [initialCell]);
  const nameOf = (p: CubePosition) => `${refLabel('sdm_cube_schutzziele', p.ziel)} – ${refLabel('sdm_cube_prozessschritte', p.schritt)}`;
  const change = useCallback(
    (p: CubePosition, field: CellField, value: number) => setValue(`cube.${cellIndex(p.schritt, p.ziel)}.${field}`, value, { shouldDirty: true }),
    [setValue],
  );
  const applyLine = (line: CubeLine, values: CubeLineValues) => {
    const cells =
      line.kind === 'ziel' ? SDM_PROZESSSCHRITTE.map((schritt) => ({ ziel: line.id, schritt })) : SDM_SCHUTZZIELE.map((ziel) => ({ ziel, schritt: line.id }));
    for (const cell of cells) {
      if (values.status !== null) change(cell, 'ID_SDM_Cube_Status', values.status);
      if (values.risk !== null) change(cell, 'ID_SDM_Cube_Risikostufe', values.risk);
    }
  };
  const close = () => {
    const was = open;
    setOpen(null);
    if (was) requestAnimationFrame(() => document.getElementById(cubeCellId(was))?.focus());
  };

  return (
    <div data-testid="vvt-cube-editor">
      <p className="mt-0 text-color-secondary">{t('cube.intro')}</p>
      {!readOnly && <CubeBulkBar refLabel={refLabel} options={options} onApply={applyLine} />}
      <div className="overflow-x-auto" {...scrollRegion(t('cube.caption'))}>
        <table className="w-full text-sm" style={{ borderCollapse: 'separate', borderSpacing: '4px', minWidth: '40rem' }} data-testid="vvt-cube-edit-grid">
          <caption className="text-left font-semibold mb-2">{t('cube.caption')}</caption>
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
            {SDM_SCHUTZZIELE.map((ziel) => (
              <tr key={ziel}>
                <th scope="row" className="text-left font-medium pr-2">
                  {refLabel('sdm_cube_schutzziele', ziel)}
                </th>
                {SDM_PROZESSSCHRITTE.map((schritt) => {
                  const cell = cube[cellIndex(schritt, ziel)];
                  return (
                    <CubeEditorCell
                      key={schritt}
                      ziel={ziel}
                      schritt={schritt}
                      status={cell?.ID_SDM_Cube_Status ?? 0}
                      risk={cell?.ID_SDM_Cube_Risikostufe ?? 0}
                      name={nameOf({ ziel, schritt })}
                      hasTexts={hasTexts(cell)}
                      options={options}
                      readOnly={readOnly}
                      onChange={change}
                      onOpen={setOpen}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <CubeCellPanel cell={open} name={nameOf(open)} control={control} readOnly={readOnly} refLabel={refLabel} onHide={close} />}
    </div>
  );
}
