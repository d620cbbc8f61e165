import { sessionStore } from '@vws/shared/core';

/** Spec §2: the active tab id of the VVT detail is remembered in session storage and restored. */
export const VVT_TAB_STORE_KEY = 'vvt.detail.activeTab';

export function readActiveTab(): string | null {
  const stored = sessionStore.read<string | null>(VVT_TAB_STORE_KEY, null);
  return typeof stored === 'string' ? stored : null;
}

export function writeActiveTab(tabId: string): void {
  sessionStore.write(VVT_TAB_STORE_KEY, tabId);
}

/** The tab to show: the stored one when it exists and is enabled, else the first enabled one. */
export function restoreTab(stored: string | null, tabs: readonly { id: string; disabled: boolean }[]): string {
  const found = tabs.find((tab) => tab.id === stored && !tab.disabled);
  return found?.id ?? tabs.find((tab) => !tab.disabled)?.id ?? tabs[0]?.id ?? '';
}
