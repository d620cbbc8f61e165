// Preload links in the host's index.html for the files every portal page needs at start-up.
//
// The page names only main.js. Behind its async boundary (`import('./bootstrap')`) come the bootstrap
// chunk and the shared libraries the bootstrap consumes (React, the router, the store, i18next,
// @vws/shared/core, ...): the browser asked for them only after main.js had arrived and run, one round
// trip and one script evaluation later than it could (on a phone's line about half a second before
// the largest chunk started). Listing them in the HTML lets them download beside main.js.

const CONSUME = /^consume shared module \([^)]*\) (.+?)@[^@\s]*\s/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * The files (scripts and styles) of the chunks that `entryModule` loads at once: the chunks it imports
 * (the bootstrap), and for each shared module those chunks consume, the chunks that provide it, again
 * with what they consume. Reads rspack's stats JSON (chunks with origins and their modules).
 */
export function startUpFiles(stats, entryModule) {
  const chunks = stats.chunks ?? [];
  const providers = new Map();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = PROVIDE.exec(origin.moduleName ?? '')?.[1];
      if (key) providers.set(key, [...(providers.get(key) ?? []), chunk]);
    }
  }
  const queue = chunks.filter((chunk) => !chunk.initial && (chunk.origins ?? []).some((origin) => origin.moduleName === entryModule));
  const seen = new Set(queue);
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunk.modules ?? []) {
      const key = CONSUME.exec(module.name ?? '')?.[1];
      for (const provider of (key && providers.get(key)) ?? []) {
        if (seen.has(provider) || provider.initial) continue;
        seen.add(provider);
        queue.push(provider);
      }
    }
  }
  const files = [...seen].flatMap((chunk) => chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file));
  return [...new Set(files)].sort();
}

const STATS_OPTIONS = {
  all: false,
  chunks: true,
  chunkOrigins: true,
  chunkModules: true,
  dependentModules: true,
  runtimeModules: false,
  nestedModules: false,
  chunkModulesSpace: Infinity,
  groupModulesByType: false,
  groupModulesByPath: false,
  groupModulesByExtension: false,
  groupModulesByAttributes: false,
  groupModulesByCacheStatus: false,
  groupModulesByLayer: false,
};

/** `<link rel="preload">` for each start-up file, in the head after main.js, which is still asked for first (HtmlRspackPlugin's tag groups). */
export class StartUpPreload {
  constructor(rspack, { entryModule = './src/index.ts', publicPath = '/' } = {}) {
    this.rspack = rspack;
    this.entryModule = entryModule;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('vws-startup-preload', (compilation) => {
      this.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('vws-startup-preload', (data) => {
        const files = startUpFiles(compilation.getStats().toJson(STATS_OPTIONS), this.entryModule);
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${this.publicPath}${file}`, fetchpriority: 'low' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
