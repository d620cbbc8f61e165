import { render, screen } from '@testing-library/react';
import { DashboardWidgets, DashboardWidgetsProvider, type DashboardWidgetSlot } from './dashboard';

const wrap = (widget: React.ReactNode, name: string) => <div data-testid={`slot-${name}`}>{widget}</div>;

describe('DashboardWidgets', () => {
  it('renders nothing without offered widgets', () => {
    const { container } = render(<DashboardWidgets wrap={wrap} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads each offered widget and shows them in their order', async () => {
    const slots: DashboardWidgetSlot[] = [
      { name: 'vvt', order: 30, load: async () => () => <p>VVT-Widget</p> },
      { name: 'audit', order: 20, load: async () => () => <p>Audit-Widget</p> },
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
      { name: 'broken', order: 10, load: () => Promise.reject(new Error('remote down')) },
      { name: 'audit', order: 20, load: async () => () => <p>Audit-Widget</p> },
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
});
