// The module's contract in packages/shared/src/contract/ (pure: name in, { path: content } out):
// <name>-records.ts (zod schemas), <name>-endpoints.ts (the endpoint table, which browser builds
// reduce to method and path: scripts/rspack/contract-loader.cjs) and <name>.ts (the entry).

/** @param {import('./names.mjs').ModuleNames} n */
export function contractFiles(n) {
  return {
    [`${n.name}.ts`]: `/** The ${n.name} module's contract: its schemas and its endpoint table (@vws/shared/contract/${n.name}). */
export * from './${n.name}-records';
export * from './${n.name}-endpoints';
`,
    [`${n.name}-records.ts`]: `import { z } from 'zod';

/** Request and response bodies of the ${n.name} calls. React-free: the server validates with them. */

export const ${n.camel}EintragSchema = z.object({ ID: z.number().int(), Name: z.string() });
export type ${n.pascal}Eintrag = z.infer<typeof ${n.camel}EintragSchema>;

export const ${n.camel}EintraegeResponseSchema = z.object({ eintraege: z.array(${n.camel}EintragSchema) });
`,
    [`${n.name}-endpoints.ts`]: `import { defineEndpoint } from './endpoint';
import { ${n.camel}EintraegeResponseSchema } from './${n.name}-records';

const tag = '${n.name}';

/**
 * The ${n.name} module's calls, each declared once (DESIGN.md §8): the server registers its route
 * from the contract (server/src/modules/${n.name}/routes.ts, contractRoute) and the remote makes its
 * RTK Query endpoint from it (remotes/${n.name}/src/api.ts, contractEndpoints). This file holds
 * endpoint tables only (browser builds reduce them to method and path).
 */
export const ${n.endpoints} = {
  /** The entries of the selected customer (the base query adds ?customer_uid). */
  eintraege: defineEndpoint({
    method: 'GET',
    path: '${n.apiPath}',
    access: { permission: 'VWS_Select' },
    tag,
    summary: 'Entries of the selected customer',
    response: ${n.camel}EintraegeResponseSchema,
  }),
} as const;
`,
  };
}
