import { Component, createContext, lazy, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { DashboardWidgetCard, type DashboardWidgetCardProps } from './DashboardWidgetCard';

/**
 * Dashboard widgets of other modules on /customer, without the customer remote importing any
 * other remote: the host lists what the manifests offer (DashboardWidgetsProvider) and the
 * dashboard renders the slots (DashboardWidgets). A widget declared as data (1.5.0) is rendered
 * from its server content, no module code loaded; a widget component (modules built against 1.4
 * or earlier) loads its remote when shown.
 */
export type DashboardWidgetSlot = { order: number } & (
  | ({ kind: 'content' } & DashboardWidgetCardProps)
  | {
      kind: 'component';
      /** The module's name, e.g. 'audit'. */
      name: string;
      load: () => Promise<ComponentType | undefined>;
    }
);

const DashboardWidgetsContext = createContext<readonly DashboardWidgetSlot[]>([]);

export function DashboardWidgetsProvider({ slots, children }: { slots: readonly DashboardWidgetSlot[]; children: ReactNode }) {
  return <DashboardWidgetsContext.Provider value={slots}>{children}</DashboardWidgetsContext.Provider>;
}

export function useDashboardWidgets(): readonly DashboardWidgetSlot[] {
  return useContext(DashboardWidgetsContext);
}

const Nothing: ComponentType = () => null;

/** A widget that fails to load or render leaves its place empty: the dashboard stays usable. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // The place stays empty for the user; the console says why, for whoever looks into it.
    console.error('A dashboard widget failed to load or render', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders every offered widget, ordered, each wrapped in `wrap` (e.g. a grid column). */
export function DashboardWidgets({ wrap }: { wrap: (widget: ReactNode, name: string) => ReactNode }) {
  const slots = useDashboardWidgets();
  const widgets = useMemo(
    () =>
      [...slots]
        .sort((a, b) => a.order - b.order)
        .map((slot) => {
          if (slot.kind === 'content') {
            const { name, namespace, titleKey, source, routes } = slot;
            return { name, widget: <DashboardWidgetCard name={name} namespace={namespace} titleKey={titleKey} source={source} routes={routes} /> };
          }
          const Widget = lazy(async () => ({ default: (await slot.load()) ?? Nothing }));
          return { name: slot.name, widget: <Widget /> };
        }),
    [slots],
  );
  return (
    <>
      {widgets.map(({ name, widget }) => (
        <WidgetBoundary key={name}>
          <Suspense fallback={null}>{wrap(widget, name)}</Suspense>
        </WidgetBoundary>
      ))}
    </>
  );
}
