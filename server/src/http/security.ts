import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { originAllowed } from '../platform/csrf';
import { nativeRequire } from '../platform/native-require';

// @fastify/cookie imports the ESM `cookie` package dynamically (see native-require.ts).
const cookie = nativeRequire<typeof import('@fastify/cookie')>('@fastify/cookie');

/** The portal uses none of these browser features; neither may an embedded or injected script. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Helmet (CSP that allows the shell's own and federated scripts, all same-origin), CORS with the
 * allowlist and credentials, compression, cookies, Permissions-Policy, no-store on /api answers.
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
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry a customer's data: no browser or proxy may keep them. Downloads that
    // set their own Cache-Control keep it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(cors, {
    credentials: true,
    origin: (origin, callback) => callback(null, !origin || originAllowed(origin, allowedOrigins)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'Accept', 'Accept-Language'],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
