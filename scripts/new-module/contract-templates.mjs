// The module's contract in packages/shared/src/contract/<name>.ts (pure: name in, { path: content } out).

/** @param {import('./names.mjs').ModuleNames} n */
export function contractFiles(n) {
  return {
    [`${n.name}.ts`]: `import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The ${n.name} module's calls, each declared once (DESIGN.md §8): the server registers its route
 * from the contract (server/src/modules/${n.name}/routes.ts, contractRoute) and the remote makes its
 * RTK Query endpoint from it (remotes/${n.name}/src/api.ts, contractEndpoints). React-free.
 */

export const ${n.camel}EintragSchema = z.object({ ID: z.number().int(), Name: z.string() });
export type ${n.pascal}Eintrag = z.infer<typeof ${n.camel}EintragSchema>;

export const ${n.camel}EintraegeResponseSchema = z.object({ eintraege: z.array(${n.camel}EintragSchema) });

const tag = '${n.name}';

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
