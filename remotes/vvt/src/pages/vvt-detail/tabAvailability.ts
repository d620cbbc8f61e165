/** The tabs of spec §2 in their order. */
export const VVT_TAB_IDS = ['collect', 'store', 'use', 'delete', 'cube', 'relations', 'report', 'dpia', 'legitimateInterest', 'bcm'] as const;
export type VvtTabId = (typeof VVT_TAB_IDS)[number];

/** Which tabs can be activated: relations and report need a stored record, DPIA is for level 1, legitimate interests need the switch. */
export function disabledTabs(input: { isNew: boolean; ebene: number; berechtigtesInteresse: boolean }): Record<VvtTabId, boolean> {
  return {
    collect: false,
    store: false,
    use: false,
    delete: false,
    cube: false,
    relations: input.isNew,
    report: input.isNew,
    dpia: input.ebene !== 1,
    legitimateInterest: !input.berechtigtesInteresse,
    bcm: false,
  };
}

/** Why a tab cannot be opened, said on the tab itself (issue 24). */
export const WHY_DISABLED: Record<VvtTabId, 'afterFirstSave' | 'levelOneOnly' | 'needsSwitch' | null> = {
  collect: null,
  store: null,
  use: null,
  delete: null,
  cube: null,
  relations: 'afterFirstSave',
  report: 'afterFirstSave',
  dpia: 'levelOneOnly',
  legitimateInterest: 'needsSwitch',
  bcm: null,
};
