import { useMemo, type ReactNode } from 'react';
import { DashboardWidgetsProvider, usePermissions, type DashboardWidgetSlot } from '@vws/shared/core';
import { useRemotes } from './RemotesContext';

/**
 * Offers the dashboard the widgets that the manifests declare (metaData.vws.dashboardWidget) and
 * the user may see. A slot loads its remote only when the dashboard renders it.
 */
export function ModuleDashboardWidgets({ children }: { children: ReactNode }) {
  const { remotes, loader } = useRemotes();
  const { has } = usePermissions();
  const slots = useMemo<DashboardWidgetSlot[]>(() => {
    if (!loader) return [];
    return remotes.flatMap((remote) => {
      const widget = remote.data?.dashboardWidget;
      // A refused remote (another major of @vws/shared) offers no widget: none of its code loads.
      if (!widget || remote.refused || (widget.permission && !has(widget.permission))) return [];
      return [{ name: remote.name, order: widget.order, load: async () => (await loader.load(remote)).DashboardWidget }];
    });
  }, [remotes, loader, has]);
  return <DashboardWidgetsProvider slots={slots}>{children}</DashboardWidgetsProvider>;
}
