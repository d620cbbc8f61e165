// Build-time compression of the production assets: the server sends a file's .br or .gz next to it
// (@fastify/static preCompressed) instead of compressing each request again.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Scripts, styles, manifests and icons (not the HTML pages: the sign-in page's HTML is rewritten
 * after its compiler has emitted it, and pages are read and sent by the server's own routes).
 * Brotli at quality 10: measured on the vendor chunk (700 kB), 182 kB in 0.44 s against 212 kB for
 * the per-request brotli (quality 4) and 211 kB for gzip -9; quality 11 saves another 1.3 % for
 * 2.5 times the time (the whole build took 42 s instead of 12 s). gzip -9 for clients without brotli.
 */
const ASSETS = /\.(js|mjs|css|json|svg)$/;

export function precompressPlugins() {
  const common = { test: ASSETS, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}
