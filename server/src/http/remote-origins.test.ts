import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowOriginsInCsp, remoteOriginsOf, remoteOriginsReader } from './remote-origins';

describe('origins of remotes deployed elsewhere', () => {
  it('takes the distinct http(s) origins of absolute manifest URLs, never relative or odd ones', () => {
    const list = [
      { name: 'audit', manifest: 'https://cdn.example.com/audit/mf-manifest.json' },
      { name: 'vvt', manifest: 'https://cdn.example.com/vvt/mf-manifest.json' },
      { name: 'customer', manifest: '/remotes/customer/mf-manifest.json' },
      { name: 'x', manifest: 'javascript:alert(1)' },
      { name: 'y', manifest: 'http://127.0.0.1:4002/mf-manifest.json' },
      { name: 'z' },
    ];
    expect(remoteOriginsOf(JSON.stringify(list))).toEqual(['https://cdn.example.com', 'http://127.0.0.1:4002']);
    expect(remoteOriginsOf('not json')).toEqual([]);
    expect(remoteOriginsOf('{"name":"audit"}')).toEqual([]);
  });

  it('adds them to the directives a remote needs and leaves the others alone', () => {
    const csp =
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';font-src 'self' data:;img-src 'self' data:;connect-src 'self';frame-ancestors 'self';object-src 'none'";
    const extended = allowOriginsInCsp(csp, ['https://cdn.example.com']);
    expect(extended).toBe(
      "default-src 'self';script-src 'self' https://cdn.example.com;style-src 'self' 'unsafe-inline' https://cdn.example.com;font-src 'self' data: https://cdn.example.com;img-src 'self' data: https://cdn.example.com;connect-src 'self' https://cdn.example.com;frame-ancestors 'self';object-src 'none'",
    );
    expect(allowOriginsInCsp(csp, [])).toBe(csp);
  });

  it('reads the file again when it changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-remotes-'));
    const file = path.join(dir, 'remotes.json');
    try {
      const read = remoteOriginsReader(file);
      expect(read()).toEqual([]);
      fs.writeFileSync(file, JSON.stringify([{ name: 'audit', manifest: 'https://a.example.com/mf-manifest.json' }]));
      expect(read()).toEqual(['https://a.example.com']);
      fs.writeFileSync(file, JSON.stringify([{ name: 'audit', manifest: 'https://bb.example.com/mf-manifest.json' }]));
      expect(read()).toEqual(['https://bb.example.com']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
