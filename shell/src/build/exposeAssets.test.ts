import { withoutEmbedChunkElsewhere } from '../../../scripts/rspack/expose-assets.mjs';

const assets = (sync: string[]) => ({ js: { sync, async: ['1934.a.js'] }, css: { sync: [], async: [] } });

describe("each expose's start-up files in a remote's manifest (scripts/rspack/expose-assets.mjs)", () => {
  it("drops ./embed's own chunk from ./module's files and keeps ./embed's as they are", () => {
    const exposes = [
      { name: 'module', path: './module', assets: assets(['__federation_expose_embed.d3.js', '__federation_expose_module.fe.js', '412.cf.js']) },
      { name: 'embed', path: './embed', assets: assets(['__federation_expose_embed.d3.js', '__federation_expose_module.fe.js']) },
    ];
    const [module, embed] = withoutEmbedChunkElsewhere(exposes);
    expect(module!.assets.js.sync).toEqual(['__federation_expose_module.fe.js', '412.cf.js']);
    expect(module!.assets.js.async).toEqual(['1934.a.js']);
    // ./embed imports ./module: the module's chunk stays among the embed's files.
    expect(embed!.assets.js.sync).toEqual(['__federation_expose_embed.d3.js', '__federation_expose_module.fe.js']);
  });
});
