// rspack + Module Federation config factory for the shell (host) and every remote.
//   rspack.config.mjs of a remote:
//     export default createRemoteConfig({ name: 'audit', dir: import.meta.dirname,
//       exposes: { './module': './src/module.tsx', './embed': './src/embed.tsx' } });
//   rspack.config.mjs of the shell:
//     export default createHostConfig({ dir: import.meta.dirname });
import path from 'node:path';
import { createRequire } from 'node:module';
import { createSharedConfig } from './shared-deps.mjs';
import { readManifestData } from './manifest-data.mjs';
import { hostChunks } from './host-chunks.mjs';
import { pickManifestTexts } from './manifest-texts.mjs';
import { withoutEmbedChunkElsewhere } from './expose-assets.mjs';
import contractLoader from './contract-loader.cjs';
import { InlinePageCss } from './inline-page-css.mjs';
import { PrerenderedSignIn, prerenderConfig } from './signin-prerender.mjs';
import { precompressPlugins } from './precompress.mjs';
import { StartUpPreload } from './startup-preload.mjs';
import { VENDOR_CSS } from './vendor-css.mjs';

const { CONTRACT_TABLE_FILES } = contractLoader;
const CONTRACT_LOADER = createRequire(import.meta.url).resolve('./contract-loader.cjs');
const VENDOR_CSS_LOADER = createRequire(import.meta.url).resolve('./vendor-css-loader.cjs');
import { REPO_ROOT, listBuildableRemotes } from './remotes.mjs';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { API_DEV_PORT, REMOTE_DEV_PORTS, SHELL_DEV_PORT, devRemotesJson } from './remotes.mjs';

export { createSharedConfig, readManifestData, REMOTE_DEV_PORTS, SHELL_DEV_PORT, API_DEV_PORT, devRemotesJson };

/** rspack and the MF plugin are resolved from the package being built (pnpm keeps them there). */
async function loadBuildTools(dir) {
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  const rspack = (await import(requireFromPackage.resolve('@rspack/core'))).default;
  const mf = await import(requireFromPackage.resolve('@module-federation/enhanced/rspack'));
  return { rspack, ModuleFederationPlugin: mf.ModuleFederationPlugin ?? mf.default.ModuleFederationPlugin };
}

function isProduction(argv) {
  return (argv?.mode ?? process.env.NODE_ENV) === 'production';
}

function baseConfig({ dir, production, entry }) {
  const hash = production ? '.[contenthash:8]' : '';
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    target: ['web', 'es2020'],
    entry,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        // Endpoint tables reach the browser as method and path only, without zod (contract-loader.cjs).
        { test: CONTRACT_TABLE_FILES, enforce: 'pre', loader: CONTRACT_LOADER },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/i, type: 'css/auto' },
        // Production: theme, PrimeReact, PrimeFlex and PrimeIcons CSS without the rules no code can use.
        ...(production ? [{ test: VENDOR_CSS, loader: VENDOR_CSS_LOADER }] : []),
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif|webp|ico)$/i, type: 'asset/resource' },
      ],
    },
    // VWS_MINIFY=0: a production build with readable names, for a CPU profile.
    optimization: { moduleIds: production ? 'deterministic' : 'named', ...(process.env.VWS_MINIFY === '0' ? { minimize: false } : {}) },
    performance: { hints: false },
  };
}

/**
 * The Module Federation plugin imports its bundler runtime by the absolute path of the CommonJS
 * build, which pulls in the CommonJS builds of runtime, runtime-core and sdk, which cannot be
 * tree-shaken (node-only code included). Their ES module builds ship beside them.
 */
function federationRuntimeAsEsm(dir) {
  const requireFromPackage = createRequire(path.join(dir, 'package.json'));
  const requireFromEnhanced = createRequire(requireFromPackage.resolve('@module-federation/enhanced/rspack'));
  const requireFromRuntimeTools = createRequire(requireFromEnhanced.resolve('@module-federation/runtime-tools'));
  const requireFromRuntime = createRequire(requireFromRuntimeTools.resolve('@module-federation/runtime'));
  const entries = [
    [requireFromRuntimeTools, '@module-federation/webpack-bundler-runtime'],
    [requireFromEnhanced, '@module-federation/inject-external-runtime-core-plugin'],
    [requireFromRuntimeTools, '@module-federation/runtime'],
    [requireFromRuntime, '@module-federation/runtime-core'],
    [requireFromRuntime, '@module-federation/sdk'],
    [requireFromRuntime, '@module-federation/error-codes'],
  ];
  const alias = {};
  for (const [requireFrom, name] of entries) {
    const cjs = requireFrom.resolve(name);
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (cjs === esm || !existsSync(esm)) continue;
    // Both the plugin's absolute CommonJS path and require(name) from other CommonJS files.
    alias[`${cjs}$`] = esm;
    alias[`${name}$`] = esm;
  }
  return alias;
}

function federation(ModuleFederationPlugin, dir, options) {
  return new ModuleFederationPlugin({
    shared: createSharedConfig(dir),
    shareStrategy: 'loaded-first',
    dts: false,
    ...options,
  });
}

/**
 * The lara theme's Inter (337 kB) replaced by its subset to the glyphs of German and English texts
 * and the weights 400-700 at text size (28 kB, shell/src/assets/fonts, made by scripts/subset-fonts.sh):
 * the full font is never emitted.
 */
function subsetFonts(rspack) {
  const subsets = path.join(REPO_ROOT, 'shell/src/assets/fonts');
  return new rspack.NormalModuleReplacementPlugin(/[\\/]InterVariable(-Italic)?\.woff2$/, (resource) => {
    const face = /InterVariable-Italic\.woff2$/.test(resource.request) ? 'InterVariable-Italic-latin.woff2' : 'InterVariable-latin.woff2';
    resource.request = path.join(subsets, face);
  });
}

/**
 * A federated remote: exposes './module' (default export DomainModule) and './embed'
 * (mount(element, options)); src/manifest.ts is written into mf-manifest.json as metaData.vws,
 * with the de/en texts of its sidebar labels (metaData.vws.texts) taken from i18nDir
 * (default the remote's own src/i18n, whose texts it also bundles).
 */
export function createRemoteConfig({ name, dir, port = REMOTE_DEV_PORTS[name], exposes, manifestFile = 'src/manifest.ts', i18nDir }) {
  return async (_env, argv) => {
    const production = isProduction(argv);
    const { rspack, ModuleFederationPlugin } = await loadBuildTools(dir);
    const manifestPath = path.join(dir, manifestFile);
    const config = baseConfig({ dir, production, entry: {} });
    config.resolve.alias = federationRuntimeAsEsm(dir);
    config.plugins = [
      federation(ModuleFederationPlugin, dir, {
        name,
        filename: 'remoteEntry.js',
        // The page's host (the shell, or embed.js in a foreign page) provides the one runtime.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        exposes: exposes ?? { './module': './src/module.tsx', './embed': './src/embed.tsx' },
        manifest: {
          fileName: 'mf-manifest.json',
          additionalData: ({ stats, compilation }) => {
            compilation.fileDependencies.add(manifestPath);
            const data = readManifestData(manifestPath);
            const textsDir = i18nDir ?? path.join(dir, 'src/i18n');
            // sharedVersion: the @vws/shared the remote was built against; the shell refuses another major.
            stats.metaData.vws = { ...data, texts: pickManifestTexts(data, textsDir), sharedVersion: createSharedConfig(dir)['@vws/shared']?.version };
            stats.exposes = withoutEmbedChunkElsewhere(stats.exposes);
            return stats;
          },
        },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production ? precompressPlugins() : []),
    ];
    config.devServer = {
      port,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      client: { overlay: { warnings: false } },
    };
    return config;
  };
}

/**
 * The host: index.html + bootstrap behind an async boundary, no remote known at build time
 * (remotes come from /remotes.json at run time), public/ copied to dist (e.g. /res/*.html).
 */
export function createHostConfig({ name = 'shell', dir, port = SHELL_DEV_PORT, apiPort = API_DEV_PORT, title = 'VWS Datenschutzportal' }) {
  return async (_env, argv) => {
    const production = isProduction(argv);
    const { rspack, ModuleFederationPlugin } = await loadBuildTools(dir);
    const entry = { main: './src/index.ts' };
    // embed.js (stable name, served no-cache): the loader a foreign intranet page includes.
    if (existsSync(path.join(dir, 'src/embed/index.ts'))) entry.embed = { import: './src/embed/index.ts', filename: 'embed.js' };
    const config = baseConfig({ dir, production, entry });
    config.resolve.alias = federationRuntimeAsEsm(dir);
    if (production) config.optimization.splitChunks = hostChunks(dir);
    config.plugins = [
      federation(ModuleFederationPlugin, dir, {
        name,
        remotes: {},
        manifest: false,
        // One Module Federation runtime for the page: remotes are built with externalRuntime.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({ template: './index.html', title, publicPath: '/', minify: production, chunks: ['main'] }),
      ...(production ? [new StartUpPreload(rspack, { entryModule: entry.main })] : []),
      subsetFonts(rspack),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production ? precompressPlugins() : []),
    ];
    config.devServer = {
      port,
      hot: false,
      liveReload: true,
      // /signin is its own page (createSignInPageConfig), every other route the portal's index.html.
      historyApiFallback: { rewrites: [{ from: /^\/signin\/?$/, to: '/signin.html' }] },
      allowedHosts: 'all',
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }],
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'dev-remotes-json',
          path: '/remotes.json',
          middleware: (req, res) => {
            const host = (req.headers.host ?? 'localhost').split(':')[0];
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(process.env.DEV_REMOTES_JSON ? JSON.parse(process.env.DEV_REMOTES_JSON) : devRemotesJson(host)));
          },
        });
        return middlewares;
      },
    };
    return config;
  };
}

/** The sign-in page's font: the system's UI font (no font download before the form shows). */
const SYSTEM_FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/**
 * /signin as a page of its own (shell/src/signin-page → shell/dist/signin.html + signin-*.js): no
 * Module Federation and no portal code, tree-shaken, so the first page a user sees loads fast
 * (DESIGN.md §10). Built after the host (`dependencies`), whose build cleans shell/dist.
 */
export function createSignInPageConfig({ dir, title = 'VWS Datenschutzportal', after = 'shell' }) {
  return async (_env, argv) => {
    const production = isProduction(argv);
    const { rspack } = await loadBuildTools(dir);
    const hash = production ? '.[contenthash:8]' : '';
    const config = baseConfig({ dir, production, entry: { signin: './src/signin-page/index.tsx' } });
    config.name = 'signin-page';
    // One chunk per start-up step (src/signin-page/index.tsx), each nested in the one before: split
    // chunks on top cost the page 4 kB gzip of module wrappers for nothing it loads later.
    if (production) config.optimization.splitChunks = false;
    config.dependencies = production ? [after, 'signin-prerender'] : [after];
    Object.assign(config.output, {
      clean: false,
      publicPath: '/',
      uniqueName: 'shell-signin',
      filename: `signin-[name]${hash}.js`,
      chunkFilename: `signin-[name]${hash}.js`,
      cssFilename: `signin-[name]${hash}.css`,
      cssChunkFilename: `signin-[name]${hash}.css`,
    });
    config.plugins = [
      new rspack.HtmlRspackPlugin({ template: './index.html', filename: 'signin.html', title, publicPath: '/', minify: production }),
      subsetFonts(rspack),
      // The form as HTML in each language (createSignInPrerenderConfig): it shows before the script runs.
      ...(production ? [new PrerenderedSignIn({ dir, html: 'signin.html' })] : []),
      // Its CSS inline and cut to what the form uses, no font: the first paint waits for no request but the script.
      ...(production ? [new InlinePageCss({ html: 'signin.html', fontFamily: SYSTEM_FONT })] : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production ? precompressPlugins() : []),
    ];
    return config;
  };
}

/** The Node build that renders the sign-in page to HTML for signin.html (production builds only). */
export function createSignInPrerenderConfig({ dir }) {
  return async (_env, argv) => {
    const production = isProduction(argv);
    const { rspack } = await loadBuildTools(dir);
    return prerenderConfig(baseConfig({ dir, production, entry: {} }), rspack, production);
  };
}

/**
 * The single-bundle build of the portal (DESIGN.md §3 static composition, §10 baseline): the shell
 * with every buildable remote's DomainModule imported at build time, no Module Federation, output
 * to shell/.static/dist. Used by scripts/bundle-size.mjs to compare start-up JavaScript.
 */
export function createSingleBundleConfig({ dir, remotes = listBuildableRemotes(), title = 'VWS Datenschutzportal' }) {
  return async (_env, argv) => {
    const production = isProduction(argv);
    const { rspack } = await loadBuildTools(dir);
    const generatedDir = path.join(dir, '.static');
    mkdirSync(generatedDir, { recursive: true });
    const lines = [];
    const entries = [];
    remotes.forEach((name, index) => {
      const remoteDir = path.join(REPO_ROOT, 'remotes', name);
      const data = readManifestData(path.join(remoteDir, 'src/manifest.ts'));
      const texts = pickManifestTexts(data, path.join(remoteDir, 'src/i18n'));
      lines.push(`import module${index} from ${JSON.stringify(path.join(remoteDir, 'src/module.tsx'))};`);
      entries.push(`  { name: ${JSON.stringify(name)}, data: ${JSON.stringify({ ...data, texts })}, module: module${index} },`);
    });
    const generated = path.join(generatedDir, 'remotes.generated.tsx');
    writeFileSync(
      generated,
      `// Generated by scripts/rspack createSingleBundleConfig; do not edit.\n${lines.join('\n')}\nexport const staticRemotes = [\n${entries.join('\n')}\n];\n`,
    );

    const config = baseConfig({ dir, production, entry: { main: './src/static/index.tsx' } });
    config.output.path = path.join(dir, '.static', 'dist');
    config.resolve.alias = { 'vws-static-remotes': generated };
    config.plugins = [
      new rspack.HtmlRspackPlugin({ template: './index.html', title, publicPath: '/', minify: production }),
      subsetFonts(rspack),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ];
    return config;
  };
}
