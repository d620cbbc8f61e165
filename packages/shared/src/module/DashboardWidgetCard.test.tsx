import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DashboardWidgetContent } from '../contract/dashboard-widget';
import { changeLanguage, registerNamespace } from '../i18n';
import { api } from '../api/slice';
import type { FakeHandler } from '../api/testing/fakeServer';
import { renderPage, stopFakeServer } from '../testing/renderPage';
import { DashboardWidgetCard } from './DashboardWidgetCard';

const TEXTS = {
  de: {
    widget: {
      title: 'Übersicht',
      total_one: '{{count}} Eintrag',
      total_other: '{{count}} Einträge',
      due: 'fällig {{date}}',
      level: '{{level}}: {{count}}',
      caption: 'Einträge je Status',
      header: 'Bereich',
      open: 'Zur Liste',
    },
  },
  en: {
    widget: {
      title: 'Overview',
      total_one: '{{count}} record',
      total_other: '{{count}} records',
      due: 'due {{date}}',
      level: '{{level}}: {{count}}',
      caption: 'Records per status',
      header: 'Area',
      open: 'Go to the list',
    },
  },
};

const CONTENT: DashboardWidgetContent = {
  blocks: [
    { type: 'text', text: { key: 'widget.total', params: { count: 1 } } },
    {
      type: 'items',
      items: [
        {
          link: { route: '/demo-detail', query: { id: 7 }, label: { verbatim: 'Muster AG' } },
          detail: { key: 'widget.due', params: { date: { day: '2026-12-01' } } },
          badge: { label: { de: 'Kritisch', en: 'Critical' }, severity: 'danger' },
        },
      ],
    },
    {
      type: 'chart',
      caption: { key: 'widget.caption' },
      groupHeader: { key: 'widget.header' },
      groups: [{ label: { de: 'Fachebene', en: 'Business level' }, segments: [{ key: 1, label: { de: 'offen', en: 'open' }, value: 4, severity: 'warning' }] }],
    },
    {
      type: 'links',
      links: [
        { route: '/demo-list/:level', params: { level: 2 }, label: { key: 'widget.level', params: { level: { de: 'Ebene 2', en: 'Level 2' }, count: 3 } } },
        { route: '/elsewhere', label: { verbatim: 'Nicht vom Modul' } },
      ],
    },
  ],
  action: { route: '/demo-list/:level', params: { level: 1 }, label: { key: 'widget.open' } },
};

// Any module's write, as a remote would inject it.
const writeApi = api.injectEndpoints({
  endpoints: (build) => ({ demoSave: build.mutation<{ ok: true }, void>({ query: () => ({ url: '/demo/save', method: 'POST' }) }) }),
});

const card = (
  <DashboardWidgetCard
    name="demo"
    namespace="demo"
    titleKey="demo:widget.title"
    source="/demo/dashboard-widget"
    routes={['/demo-list/:level', '/demo-detail']}
  />
);

const NOT_FOUND = { status: 404, body: { error: 'notFound' } };

function answer(content: DashboardWidgetContent | null): FakeHandler {
  return (request) => {
    if (request.path !== '/demo/dashboard-widget') return NOT_FOUND;
    return content ? { status: 200, body: content } : { status: 503, body: { error: 'customerDBNotAvailable' } };
  };
}

afterEach(async () => {
  stopFakeServer();
  await act(() => changeLanguage('de'));
});

describe('DashboardWidgetCard', () => {
  it('renders the server content with the module texts, in the current customer', async () => {
    registerNamespace('demo', TEXTS);
    const { server } = renderPage(card, answer(CONTENT));
    expect(await screen.findByText('1 Eintrag')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Muster AG' })).toHaveAttribute('href', '/demo-detail?cuid=c-muster&id=7');
    expect(screen.getByText('fällig 01.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Kritisch')).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Einträge je Status' });
    expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Bereich', 'offen']);
    expect(within(figures).getByRole('rowheader', { name: 'Fachebene' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ebene 2: 3' })).toHaveAttribute('href', '/demo-list/2?cuid=c-muster');
    expect(screen.getByRole('link', { name: 'Zur Liste' })).toHaveAttribute('href', '/demo-list/1?cuid=c-muster');
    expect(server.calls('/demo/dashboard-widget')[0].query).toEqual({ customer_uid: 'c-muster' });
  });

  it('follows only routes of the module: any other is shown as text', async () => {
    registerNamespace('demo', TEXTS);
    renderPage(card, answer(CONTENT));
    expect(await screen.findByText('Nicht vom Modul')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nicht vom Modul' })).not.toBeInTheDocument();
  });

  it('switches names, dates and plural forms with the language', async () => {
    registerNamespace('demo', TEXTS);
    renderPage(card, answer({ ...CONTENT, blocks: [{ type: 'text', text: { key: 'widget.total', params: { count: 2 } } }, ...CONTENT.blocks.slice(1)] }));
    expect(await screen.findByText('2 Einträge')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('2 records')).toBeInTheDocument();
    expect(screen.getByText('Critical')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Level 2: 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('counts overdue items first and marks each in colour and word, in both languages', async () => {
    registerNamespace('demo', TEXTS);
    const item = (id: number, day: string, overdue: boolean) => ({
      link: { route: '/demo-detail', query: { id }, label: { verbatim: `Firma ${id}` } },
      detail: { key: 'widget.due', params: { date: { day } } },
      overdue,
    });
    renderPage(card, answer({ blocks: [{ type: 'items', overdueCount: 3, items: [item(1, '2026-11-05', true), item(2, '2026-12-01', false)] }] }));
    const count = await screen.findByTestId('demo-widget-overdue');
    expect(count).toHaveTextContent('3 überfällig');
    const [first, second] = within(screen.getByTestId('demo-widget-items')).getAllByRole('listitem');
    expect(count.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(first).toHaveAttribute('data-overdue', 'true');
    expect(first).toHaveTextContent('überfällig');
    expect(first).toHaveStyle({ borderLeft: '4px solid #dc2626' });
    expect(second).not.toHaveAttribute('data-overdue');
    expect(second).not.toHaveTextContent('überfällig');
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('3 overdue')).toBeInTheDocument();
    expect(within(first).getByText('overdue')).toBeInTheDocument();
  });

  it('says why when the content cannot be loaded, and loads it again on request', async () => {
    registerNamespace('demo', TEXTS);
    let content: DashboardWidgetContent | null = null;
    const { server } = renderPage(card, (request) => answer(content)(request));
    const retry = await screen.findByRole('button', { name: /erneut/i });
    content = CONTENT;
    fireEvent.click(retry);
    expect(await screen.findByText('1 Eintrag')).toBeInTheDocument();
    expect(server.calls('/demo/dashboard-widget')).toHaveLength(2);
  });

  it('loads the figures again after any successful write', async () => {
    registerNamespace('demo', TEXTS);
    let count = 1;
    const { store, server } = renderPage(card, (request) => {
      if (request.path === '/demo/save') {
        count += 1;
        return { status: 200, body: { ok: true } };
      }
      return answer({ blocks: [{ type: 'text', text: { key: 'widget.total', params: { count } } }] })(request);
    });
    expect(await screen.findByText('1 Eintrag')).toBeInTheDocument();
    await act(() => store.dispatch(writeApi.endpoints.demoSave.initiate()));
    expect(await screen.findByText('2 Einträge')).toBeInTheDocument();
    expect(server.calls('/demo/dashboard-widget')).toHaveLength(2);
  });

  describe('while loading again', () => {
    const observers: { callback: ResizeObserverCallback }[] = [];
    beforeEach(() => {
      localStorage.clear();
      observers.length = 0;
      globalThis.ResizeObserver = class {
        constructor(readonly callback: ResizeObserverCallback) {
          observers.push(this);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it('the card keeps the height its content had last time in this customer, so the cards below do not move', async () => {
      registerNamespace('demo', TEXTS);
      const first = renderPage(card, answer(CONTENT));
      const content = (await screen.findByText('1 Eintrag')).parentElement as HTMLElement;
      jest.spyOn(content, 'getBoundingClientRect').mockReturnValue({ height: 431.6 } as DOMRect);
      act(() => observers.forEach((observer) => observer.callback([], observer as unknown as ResizeObserver)));
      first.unmount();

      renderPage(card, () => new Promise(() => undefined));
      const loading = await within(screen.getByTestId('demo-dashboard-widget')).findByText('Wird geladen …');
      expect(loading.closest('.vws-loading')?.parentElement).toHaveStyle({ minHeight: '432px' });
    });

    it('a card never shown before loads at its natural height', async () => {
      registerNamespace('demo', TEXTS);
      renderPage(card, () => new Promise(() => undefined));
      const loading = await within(screen.getByTestId('demo-dashboard-widget')).findByText('Wird geladen …');
      expect((loading.closest('.vws-loading')?.parentElement as HTMLElement).style.minHeight).toBe('');
    });
  });
});
