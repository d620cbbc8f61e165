import type { Control, UseFormSetValue } from 'react-hook-form';
import type { RefLabel } from '../../components/useReferences';
import type { VvtForm } from './formModel';
import { CubeEditor } from './CubeEditor';
import type { CubePosition } from './cubeNavigation';
import { BcmTab, DpiaTab, LegitimateInterestTab } from './OtherTabs';
import { RelationsTab } from './RelationsTab';
import { LinkedTransfersSection } from './LinkedTransfersSection';
import { ReportTab } from './ReportTab';
import { StepTab } from './StepTab';
import type { VvtStagedParts } from './useVvtStagedParts';
import { VVT_TAB_IDS, type VvtTabId } from './tabAvailability';

interface DetailTabContentProps {
  tab: VvtTabId;
  control: Control<VvtForm>;
  setValue: UseFormSetValue<VvtForm>;
  readOnly: boolean;
  refLabel: RefLabel;
  id: number | null;
  ebene: number;
  remountKey: string;
  authority: boolean;
  /** The cell the report's cube chose: the grid opens there. */
  cubeCell: CubePosition | null;
  openCubeCell: (cell: CubePosition) => void;
  /** The relations and transfer links staged in the page. */
  staged: VvtStagedParts;
}

/** What one tab of the VVT detail shows. */
export function DetailTabContent(props: DetailTabContentProps) {
  const { tab, control, setValue, readOnly, refLabel, id, ebene, remountKey, authority, cubeCell, openCubeCell } = props;
  switch (tab) {
    case 'collect':
    case 'store':
    case 'use':
    case 'delete':
      return <StepTab schritt={VVT_TAB_IDS.indexOf(tab) + 1} control={control} readOnly={readOnly} refLabel={refLabel} />;
    case 'cube':
      return <CubeEditor control={control} setValue={setValue} readOnly={readOnly} refLabel={refLabel} initialCell={cubeCell} />;
    case 'relations':
      return (
        id !== null && (
          <>
            <RelationsTab self={{ ID: id, SDM_Ebene_Nr: ebene }} refLabel={refLabel} relations={props.staged.relations} />
            <LinkedTransfersSection self={{ ID: id, SDM_Ebene_Nr: ebene }} links={props.staged.transfers} />
          </>
        )
      );
    case 'report':
      return id !== null && <ReportTab id={id} refLabel={refLabel} onCell={openCubeCell} />;
    case 'dpia':
      return <DpiaTab control={control} readOnly={readOnly} />;
    case 'legitimateInterest':
      return <LegitimateInterestTab control={control} readOnly={readOnly} authority={authority} />;
    case 'bcm':
      return <BcmTab control={control} readOnly={readOnly} refLabel={refLabel} remountKey={remountKey} />;
  }
}
