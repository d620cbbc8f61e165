import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { pageRoutes } from './pages';

const ListPage: ComponentType = () => <h1>Liste</h1>;
const routes = [{ path: '/liste' }, { path: '/detail' }];
const inSuspense = (page: ReactNode) => <Suspense fallback={<p>lädt</p>}>{page}</Suspense>;

describe('pageRoutes', () => {
  it('gives each route a lazy page and a preload that share one load', async () => {
    const loadList = jest.fn(async () => ListPage);
    const [list] = pageRoutes('demo', routes, { '/liste': loadList, '/detail': async () => ListPage });
    await list!.preload!();
    await list!.preload!();
    const Page = list!.Component;
    render(inSuspense(<Page />));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeInTheDocument();
    expect(loadList).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without showing the fallback (React would hold the page back 300 ms after it)', async () => {
    const [list] = pageRoutes('demo', routes, { '/liste': async () => ListPage, '/detail': async () => ListPage });
    await list!.preload!();
    const Page = list!.Component;
    render(inSuspense(<Page />));
    expect(screen.getByRole('heading', { name: 'Liste' })).toBeInTheDocument();
    expect(screen.queryByText('lädt')).not.toBeInTheDocument();
  });

  it('keeps a page that began behind the fallback one component when it re-renders after its code came', async () => {
    let mounts = 0;
    const Counted: ComponentType<{ label?: string }> = ({ label }) => {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>{label}</h1>;
    };
    const [list] = pageRoutes('demo', [{ path: '/liste' }], { '/liste': async () => Counted as ComponentType });
    const Page = list!.Component as ComponentType<{ label?: string }>;
    const { rerender } = render(inSuspense(<Page label="eins" />));
    expect(await screen.findByRole('heading', { name: 'eins' })).toBeInTheDocument();
    rerender(inSuspense(<Page label="zwei" />));
    expect(screen.getByRole('heading', { name: 'zwei' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('loads a page not preloaded when it renders, behind the fallback', async () => {
    const [list] = pageRoutes('demo', routes, { '/liste': async () => ListPage, '/detail': async () => ListPage });
    const Page = list!.Component;
    render(inSuspense(<Page />));
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeInTheDocument();
  });

  it('forgets a failed load, so that the next preload tries again', async () => {
    const load = jest.fn<Promise<ComponentType>, []>().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(ListPage);
    const [list] = pageRoutes('demo', [{ path: '/liste' }], { '/liste': load });
    await expect(list!.preload!()).rejects.toThrow('network');
    await expect(list!.preload!()).resolves.toBe(ListPage);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a page bundled with the module at once, without the fallback', () => {
    const [list] = pageRoutes('demo', [{ path: '/liste' }], { '/liste': { eager: ListPage } });
    const Page = list!.Component;
    render(inSuspense(<Page />));
    expect(screen.getByRole('heading', { name: 'Liste' })).toBeInTheDocument();
    expect(screen.queryByText('lädt')).not.toBeInTheDocument();
  });

  it('refuses a route of the manifest without a page', () => {
    expect(() => pageRoutes('demo', routes, { '/liste': async () => ListPage })).toThrow('demo module: no page for /detail');
  });
});
