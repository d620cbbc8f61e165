import { useCallback, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useHasPermission } from '@vws/shared/core';
import type { TabOpenRequest } from './DetailTabs';
import { findingTarget, focusWhenPresent } from './findingTargets';
import type { VvtForm } from './formModel';
import { disabledTabs } from './tabAvailability';

/** The register check's "go to field": the tab that holds the field is opened, then the field focused. */
export function useFindingNavigation(control: Control<VvtForm>, id: number | null, ebene: number) {
  const berechtigtesInteresse = useWatch({ control, name: 'ist_berechtigtes_interesse' });
  const seesTransfers = useHasPermission('VWS_Datenweitergaben_View');
  const targets = useMemo(
    () => ({ disabled: disabledTabs({ isNew: id === null, ebene, berechtigtesInteresse }), seesTransfers }),
    [id, ebene, berechtigtesInteresse, seesTransfers],
  );
  const [openRequest, setOpenRequest] = useState<TabOpenRequest | null>(null);
  const canGoTo = useCallback((field: string) => findingTarget(field, targets) !== null, [targets]);
  const goTo = useCallback(
    (field: string) => {
      const target = findingTarget(field, targets);
      if (!target) return;
      const { tab } = target;
      if (tab) setOpenRequest((last) => ({ tab, seq: (last?.seq ?? 0) + 1 }));
      void focusWhenPresent(target.elementId);
    },
    [targets],
  );
  return { canGoTo, goTo, openRequest };
}
