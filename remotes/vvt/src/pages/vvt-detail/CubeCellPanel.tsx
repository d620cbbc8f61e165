import type { Control } from 'react-hook-form';
import { Sidebar } from 'primereact/sidebar';
import { DescribedFields } from '@vws/shared/form';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';
import { useCellFields } from './cellFields';
import type { CubePosition } from './cubeNavigation';
import type { VvtForm } from './formModel';

export interface CubeCellPanelProps {
  cell: CubePosition;
  name: string;
  control: Control<VvtForm>;
  readOnly: boolean;
  refLabel: RefLabel;
  onHide: () => void;
}

/** The texts (and status, risk) of one cell beside the grid; edits go into the page's form and are saved with it. */
export function CubeCellPanel({ cell, name, control, readOnly, refLabel, onHide }: CubeCellPanelProps) {
  const { t } = useVvtTranslation();
  const { fields, options } = useCellFields(cell.schritt, cell.ziel, refLabel);
  return (
    <Sidebar
      visible
      position="right"
      onHide={onHide}
      className="w-full md:w-30rem"
      header={<h2 className="m-0 text-lg">{name}</h2>}
      ariaCloseLabel={t('cube.close')}
      data-testid="vvt-cube-panel"
    >
      <DescribedFields fields={fields} control={control} ns="vvt" readOnly={readOnly} options={options} idPrefix="vvt-panel" />
    </Sidebar>
  );
}
