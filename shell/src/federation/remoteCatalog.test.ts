import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { loadRemoteCatalog } from './remoteCatalog';

const manifest = (name: string) => ({
  name,
  metaData: { vws: { name, namespace: name, routes: [{ path: `/${name}` }, { path: '/vvt-list/:ebenenr' }], sidebar: [] } },
});

function fakeFetch(answers: Record<string, unknown | number>) {
  const calls: string[] = [];
  const fetchImpl = async (url: string) => {
    calls.push(url);
    const answer = answers[new URL(url).pathname];
    if (answer === undefined) return new Response('{}', { status: 404 });
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  return { fetchImpl, calls };
}

describe('loadRemoteCatalog', () => {
  it('reads /remotes.json and every manifest, resolving relative manifest URLs', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/remotes.json': [
        { name: 'audit', manifest: '/remotes/audit/mf-manifest.json' },
        { name: 'vvt', manifest: 'https://cdn.example.com/remotes/vvt/mf-manifest.json' },
      ],
      '/remotes/audit/mf-manifest.json': manifest('audit'),
      '/remotes/vvt/mf-manifest.json': manifest('vvt'),
    });
    const catalog = await loadRemoteCatalog(fetchImpl, 'https://portal.example.com/customer?cuid=1');
    expect(catalog.error).toBeUndefined();
    expect(catalog.remotes.map((r) => [r.name, r.manifestUrl, r.data?.routes[0].path])).toEqual([
      ['audit', 'https://portal.example.com/remotes/audit/mf-manifest.json', '/audit'],
      ['vvt', 'https://cdn.example.com/remotes/vvt/mf-manifest.json', '/vvt'],
    ]);
    expect(calls[0]).toBe('https://portal.example.com/remotes.json');
    expect([...catalog.manifests.keys()]).toHaveLength(2);
  });

  it('records a broken manifest on its remote and keeps the others', async () => {
    const { fetchImpl } = fakeFetch({
      '/remotes.json': [
        { name: 'audit', manifest: '/remotes/audit/mf-manifest.json' },
        { name: 'vvt', manifest: '/remotes/vvt/mf-manifest.json' },
        { name: 'plain', manifest: '/remotes/plain/mf-manifest.json' },
      ],
      '/remotes/audit/mf-manifest.json': 500,
      '/remotes/vvt/mf-manifest.json': manifest('vvt'),
      '/remotes/plain/mf-manifest.json': { name: 'plain', metaData: {} },
    });
    const catalog = await loadRemoteCatalog(fetchImpl, 'http://localhost/');
    expect(catalog.remotes.find((r) => r.name === 'audit')).toMatchObject({ error: expect.stringContaining('500') });
    expect(catalog.remotes.find((r) => r.name === 'audit')?.data).toBeUndefined();
    expect(catalog.remotes.find((r) => r.name === 'plain')?.error).toContain('metaData.vws');
    expect(catalog.remotes.find((r) => r.name === 'vvt')?.data?.name).toBe('vvt');
  });

  it('reports a failing /remotes.json instead of throwing', async () => {
    const { fetchImpl } = fakeFetch({ '/remotes.json': 503 });
    const catalog = await loadRemoteCatalog(fetchImpl, 'http://localhost/');
    expect(catalog.remotes).toEqual([]);
    expect(catalog.error).toContain('503');
  });

  it('marks a remote built against another major of @vws/shared refused, and keeps its manifest from the runtime', async () => {
    const versioned = (name: string, sharedVersion: string) => {
      const built = manifest(name);
      return { ...built, metaData: { vws: { ...built.metaData.vws, sharedVersion } } };
    };
    const { fetchImpl } = fakeFetch({
      '/remotes.json': [
        { name: 'old', manifest: '/old/mf-manifest.json' },
        { name: 'next', manifest: '/next/mf-manifest.json' },
      ],
      '/old/mf-manifest.json': versioned('old', '1.0.0'),
      '/next/mf-manifest.json': versioned('next', '2.0.0'),
    });
    const catalog = await loadRemoteCatalog(fetchImpl, 'https://portal.example.com/', '1.1.0');
    const [old, next] = catalog.remotes;
    expect(old.refused).toBeUndefined();
    expect(next).toMatchObject({ name: 'next', refused: { remoteVersion: '2.0.0', shellVersion: '1.1.0' } });
    // Its routes and sidebar stay known, so its own section and routes can say why it is missing.
    expect(next.data?.routes[0].path).toBe('/next');
    expect([...catalog.manifests.keys()]).toEqual(['https://portal.example.com/old/mf-manifest.json']);
  });

  it("reads only the addressed route's manifest first, and the others when asked, in the list's order", async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/remotes.json': [
        { name: 'audit', manifest: '/remotes/audit/mf-manifest.json' },
        { name: 'vvt', manifest: '/remotes/vvt/mf-manifest.json' },
        { name: 'customer', manifest: '/remotes/customer/mf-manifest.json' },
      ],
      '/remotes/audit/mf-manifest.json': manifest('audit'),
      '/remotes/vvt/mf-manifest.json': manifest('vvt'),
      '/remotes/customer/mf-manifest.json': manifest('customer'),
    });
    const first = await loadRemoteCatalog(fetchImpl, 'http://localhost/vvt-list/1', '1.0.0', 'vvt');
    expect(first.remotes.map((remote) => remote.name)).toEqual(['vvt']);
    expect(calls.map((url) => new URL(url).pathname)).toEqual(['/remotes.json', '/remotes/vvt/mf-manifest.json']);
    expect(first.rest).toBeInstanceOf(Function);

    const whole = await first.rest!();
    expect(whole.remotes.map((remote) => remote.name)).toEqual(['audit', 'vvt', 'customer']);
    expect(whole.remotes[1]).toBe(first.remotes[0]);
    expect(whole.rest).toBeUndefined();
    expect([...whole.manifests.keys()]).toHaveLength(3);
    // Asked twice, read once.
    await first.rest!();
    expect(calls).toHaveLength(4);
  });

  it('reads every manifest at once when the hint names no listed remote', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/remotes.json': [
        { name: 'audit', manifest: '/remotes/audit/mf-manifest.json' },
        { name: 'vvt', manifest: '/remotes/vvt/mf-manifest.json' },
      ],
      '/remotes/audit/mf-manifest.json': manifest('audit'),
      '/remotes/vvt/mf-manifest.json': manifest('vvt'),
    });
    const catalog = await loadRemoteCatalog(fetchImpl, 'http://localhost/', '1.0.0', 'gone');
    expect(catalog.remotes.map((remote) => remote.name)).toEqual(['audit', 'vvt']);
    expect(catalog.rest).toBeUndefined();
    expect(calls).toHaveLength(3);
  });
});
