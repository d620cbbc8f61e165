import { startUpFiles } from '../../../scripts/rspack/startup-preload.mjs';

const consume = (key: string) => ({ name: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x/${key}/index.js)` });
const provideOrigin = (key: string) => ({ moduleName: `provide shared module (default) ${key}@1.0.0 = /x/${key}/index.js` });

describe("the host page's start-up preloads (scripts/rspack/startup-preload.mjs)", () => {
  const stats = {
    chunks: [
      { id: 1, initial: true, files: ['main.js'], origins: [{ moduleName: '' }], modules: [] },
      {
        id: 2,
        initial: false,
        files: ['2.js', '2.css'],
        origins: [{ moduleName: './src/index.ts' }],
        modules: [{ name: './src/bootstrap.tsx' }, consume('react'), consume('@vws/shared/core')],
      },
      // React and the router in one vendor chunk, which the page loads whoever provides them.
      { id: 3, initial: false, files: ['vendor.js'], origins: [provideOrigin('react'), provideOrigin('react-router-dom')], modules: [] },
      // @vws/shared/core consumes the router: its provider is needed at start-up as well.
      {
        id: 4,
        initial: false,
        files: ['4.js', '4.css'],
        origins: [provideOrigin('@vws/shared/core')],
        modules: [consume('react-router-dom'), consume('react')],
      },
      // Loaded later: a page the bootstrap imports lazily, and a library only that page consumes.
      { id: 5, initial: false, files: ['5.js'], origins: [{ moduleName: './src/app/AppRoutes.tsx' }], modules: [consume('zod')] },
      { id: 6, initial: false, files: ['6.js'], origins: [provideOrigin('zod')], modules: [] },
      // The consumed module's fallback, not used while the host provides it.
      { id: 7, initial: false, files: ['7.js'], origins: [{ moduleName: consume('react').name }], modules: [] },
    ],
  };

  it("lists the bootstrap's files and those of the shared modules it consumes, transitively, not the entry itself", () => {
    expect(startUpFiles(stats, './src/index.ts')).toEqual(['2.css', '2.js', '4.css', '4.js', 'vendor.js']);
  });

  it('lists nothing for an entry that loads nothing at once', () => {
    expect(startUpFiles(stats, './src/embed/index.ts')).toEqual([]);
  });
});
