// The start-up files the manifest lists for ./module, without ./embed's own chunk. ./embed imports
// ./module, so in a remote where the two share a chunk, the manifest plugin lists every file of both
// chunk groups for each of them: the VVT manifest named ./embed's chunk among ./module's start-up
// files, which the shell preloaded and loaded with every VVT page. Nothing imports ./embed (a
// foreign page's loader asks for it by name), so no other expose needs its chunk.

const EMBED_CHUNK = /(?:^|\/)__federation_expose_embed[.-]/;

/** stats.exposes of the manifest plugin, with ./embed's own chunk only among ./embed's files. */
export function withoutEmbedChunkElsewhere(exposes) {
  const keep = (file) => !EMBED_CHUNK.test(file);
  return exposes.map((expose) =>
    expose.name === 'embed'
      ? expose
      : {
          ...expose,
          assets: {
            ...expose.assets,
            js: { ...expose.assets.js, sync: expose.assets.js.sync.filter(keep) },
            css: { ...expose.assets.css, sync: expose.assets.css.sync.filter(keep) },
          },
        },
  );
}
