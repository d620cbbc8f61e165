import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { TabPanel, TabView } from 'primereact/tabview';
import type { RefLabel } from '../../components/useReferences';
import { readActiveTab, restoreTab, writeActiveTab } from '../../state/activeTab';
import type { VvtForm } from './formModel';
import type { CubePosition } from './cubeNavigation';
import { useVvtTranslation } from '../../i18n';
import { useScrollKeptOnMount } from './useScrollKeptOnMount';
import { DetailTabContent } from './DetailTabContent';
import type { VvtStagedParts } from './useVvtStagedParts';
import { disabledTabs, VVT_TAB_IDS, WHY_DISABLED, type VvtTabId } from './tabAvailability';

export interface DetailTabsProps {
  control: Control<VvtForm>;
  setValue: UseFormSetValue<VvtForm>;
  readOnly: boolean;
  refLabel: RefLabel;
  id: number | null;
  ebene: number;
  remountKey: string;
  /** The relations and transfer links staged in the page, saved with the record. */
  staged: VvtStagedParts;
  /** The customer is a public authority: the legitimate-interest tab explains why it does not apply. */
  authority: boolean;
  /** A request from outside to open a tab (the register check's "go to field"); a new `seq` opens it again. */
  openRequest?: TabOpenRequest | null;
}

export interface TabOpenRequest {
  tab: VvtTabId;
  seq: number;
}

// All tabs stay visible at 1280 px: the strip wraps instead of hiding tabs behind arrows.
const WRAPPING_NAV = { nav: { style: { flexWrap: 'wrap' } }, inkbar: { style: { display: 'none' } } } as const;

/** The detail's TabView; the active tab is kept in session storage and restored, disabled tabs cannot be activated. */
export function DetailTabs({ control, setValue, readOnly, refLabel, id, ebene, remountKey, staged, authority, openRequest }: DetailTabsProps) {
  const { t } = useVvtTranslation();
  const berechtigtesInteresse = useWatch({ control, name: 'ist_berechtigtes_interesse' });
  const disabled = useMemo(() => disabledTabs({ isNew: id === null, ebene, berechtigtesInteresse }), [id, ebene, berechtigtesInteresse]);
  const [chosen, setChosen] = useState<string | null>(readActiveTab);
  const active = restoreTab(
    chosen,
    VVT_TAB_IDS.map((tab) => ({ id: tab, disabled: disabled[tab] })),
  );
  const activeIndex = VVT_TAB_IDS.indexOf(active as VvtTabId);
  // The report's cube opens the grid at the cell chosen there.
  const [cubeCell, setCubeCell] = useState<CubePosition | null>(null);
  const choose = useCallback((tab: VvtTabId) => {
    setChosen(tab);
    writeActiveTab(tab);
  }, []);
  useEffect(() => {
    if (openRequest && !disabled[openRequest.tab]) choose(openRequest.tab);
    // Only a new request opens a tab; a later change of `disabled` must not reopen the last one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openRequest?.seq]);
  const openCubeCell = (cell: CubePosition) => {
    setCubeCell(cell);
    choose('cube');
  };
  useScrollKeptOnMount();

  return (
    <TabView
      activeIndex={activeIndex}
      onBeforeTabChange={(e) => !disabled[VVT_TAB_IDS[e.index]]}
      onTabChange={(e) => {
        const tab = VVT_TAB_IDS[e.index];
        if (disabled[tab]) return;
        choose(tab);
      }}
      pt={WRAPPING_NAV}
      className="surface-card border-round p-2"
      data-testid="vvt-tabs"
    >
      {VVT_TAB_IDS.map((tab) => (
        <TabPanel
          key={tab}
          header={t(`tabs.${tab}`)}
          disabled={disabled[tab]}
          pt={{ headerAction: { id: `vvt-tab-${tab}`, title: disabled[tab] && WHY_DISABLED[tab] ? t(`tabs.disabledWhy.${WHY_DISABLED[tab]}`) : undefined } }}
        >
          <DetailTabContent tab={tab} {...{ control, setValue, readOnly, refLabel, id, ebene, remountKey, authority, cubeCell, openCubeCell, staged }} />
        </TabPanel>
      ))}
    </TabView>
  );
}
