import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { originAllowed } from '../platform/csrf';
import { nativeRequire } from '../platform/native-require';

// @fastify/cookie imports the ESM `cookie` package dynamically (see native-require.ts).
const cookie = nativeRequire<typeof import('@fastify/cookie')>('@fastify/cookie');

/**
 * Helmet (CSP that allows the shell's own and federated scripts, all same-origin), CORS with the
 * allowlist and credentials, compression, cookies.
 */
export async function registerSecurity(app: FastifyInstance, allowedOrigins: readonly string[], https: boolean): Promise<void> {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays and injects its theme variables through inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...allowedOrigins],
        frameAncestors: ["'self'", ...allowedOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remotes are embeddable in foreign intranet pages, which load our scripts cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only meaningful (and only safe to promise) when the portal is served over https.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  await app.register(cors, {
    credentials: true,
    origin: (origin, callback) => callback(null, !origin || originAllowed(origin, allowedOrigins)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'Accept', 'Accept-Language'],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
