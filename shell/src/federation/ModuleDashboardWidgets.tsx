import { useMemo, type ReactNode } from 'react';
import { DashboardWidgetsProvider, usePermissions, type DashboardWidgetSlot } from '@vws/shared/core';
import { useRemotes } from './RemotesContext';

/**
 * Offers the dashboard the widgets that the manifests declare (metaData.vws.dashboardWidget) and
 * the user may see. A widget declared as data (source, titleKey) is rendered by @vws/shared/core
 * from its server content without its remote; a remote built against 1.4 or earlier offers a
 * component, and the slot loads that remote only when the dashboard renders it.
 */
export function ModuleDashboardWidgets({ children }: { children: ReactNode }) {
  const { remotes, loader, complete } = useRemotes();
  const { has } = usePermissions();
  const slots = useMemo<DashboardWidgetSlot[]>(() => {
    // All at once, in their order, when every manifest is known: no widget moves another on arrival.
    if (!loader || !complete) return [];
    return remotes.flatMap((remote): DashboardWidgetSlot[] => {
      const { name, data } = remote;
      const widget = data?.dashboardWidget;
      // A refused remote (another major of @vws/shared) offers no widget: none of its code loads.
      if (!data || !widget || remote.refused || (widget.permission && !has(widget.permission))) return [];
      if (widget.source && widget.titleKey) {
        const routes = data.routes.map((route) => route.path);
        return [{ kind: 'content', name, order: widget.order, namespace: data.namespace, titleKey: widget.titleKey, source: widget.source, routes }];
      }
      return [{ kind: 'component', name, order: widget.order, load: async () => (await loader.load(remote)).DashboardWidget }];
    });
  }, [remotes, loader, complete, has]);
  return <DashboardWidgetsProvider slots={slots}>{children}</DashboardWidgetsProvider>;
}
