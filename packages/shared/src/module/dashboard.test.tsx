import { render, screen } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../testing/renderPage';
import { AUDIT_PATHS } from '../contract/audit-constants';
import { DashboardWidgets, DashboardWidgetsProvider, type DashboardWidgetSlot } from './dashboard';

const wrap = (widget: React.ReactNode, name: string) => <div data-testid={`slot-${name}`}>{widget}</div>;

afterEach(() => stopFakeServer());

describe('DashboardWidgets', () => {
  it('renders nothing without offered widgets', () => {
    const { container } = render(<DashboardWidgets wrap={wrap} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads each offered widget and shows them in their order', async () => {
    const slots: DashboardWidgetSlot[] = [
      { kind: 'component', name: 'vvt', order: 30, load: async () => () => <p>VVT-Widget</p> },
      { kind: 'component', name: 'audit', order: 20, load: async () => () => <p>Audit-Widget</p> },
    ];
    render(
      <DashboardWidgetsProvider slots={slots}>
        <DashboardWidgets wrap={wrap} />
      </DashboardWidgetsProvider>,
    );
    expect(await screen.findByText('Audit-Widget')).toBeInTheDocument();
    expect(await screen.findByText('VVT-Widget')).toBeInTheDocument();
    const order = screen.getAllByTestId(/^slot-/).map((el) => el.dataset.testid);
    expect(order).toEqual(['slot-audit', 'slot-vvt']);
  });

  it('leaves out a widget whose remote cannot be loaded and keeps the others', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slots: DashboardWidgetSlot[] = [
      { kind: 'component', name: 'broken', order: 10, load: () => Promise.reject(new Error('remote down')) },
      { kind: 'component', name: 'audit', order: 20, load: async () => () => <p>Audit-Widget</p> },
    ];
    render(
      <DashboardWidgetsProvider slots={slots}>
        <DashboardWidgets wrap={wrap} />
      </DashboardWidgetsProvider>,
    );
    expect(await screen.findByText('Audit-Widget')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-broken')).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('renders a widget declared as data from its source, with no module code to load', async () => {
    const slots: DashboardWidgetSlot[] = [
      {
        kind: 'content',
        name: 'audit',
        order: 20,
        namespace: 'audit',
        titleKey: 'audit:widget.title',
        source: AUDIT_PATHS.dashboardWidget,
        routes: ['/audit'],
      },
      { kind: 'component', name: 'legacy', order: 10, load: async () => () => <p>Altes Widget</p> },
    ];
    const { server } = renderPage(
      <DashboardWidgetsProvider slots={slots}>
        <DashboardWidgets wrap={wrap} />
      </DashboardWidgetsProvider>,
      (request) =>
        request.path === AUDIT_PATHS.dashboardWidget
          ? { status: 200, body: { blocks: [{ type: 'text', text: { verbatim: '12 Fragen' } }] } }
          : { status: 404, body: { error: 'notFound' } },
    );
    expect(await screen.findByText('12 Fragen')).toBeInTheDocument();
    expect(screen.getByTestId('audit-dashboard-widget')).toBeInTheDocument();
    expect(await screen.findByText('Altes Widget')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^slot-/).map((el) => el.dataset.testid)).toEqual(['slot-legacy', 'slot-audit']);
    expect(server.calls(AUDIT_PATHS.dashboardWidget)).toHaveLength(1);
  });
});
