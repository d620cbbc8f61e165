import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'VWS privacy portal API', version: '1.0.0', description: 'All calls use cookies; POST/PUT/DELETE need X-Requested-With: XMLHttpRequest.' },
      servers: [],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'vws_access', description: 'Set by POST /api/auth/sign-in (__Host-vws_access over https).' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
