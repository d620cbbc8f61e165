import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { referenceEditEntrySchema } from '@vws/shared/contract/common';
import type { referenceListEndpoints } from '@vws/shared/contract/kit-endpoints';
import type { TenantContext } from '../request-context';
import { contractRoute } from './contract-route';
import { loadReferenceList, saveReferenceList, type ReferenceListDef } from './reference-list';

export interface ReferenceRouteOptions<DB> {
  list: ReferenceListDef<DB>;
  /** The list's two contracts (contract/kit-endpoints referenceListEndpoints): GET and PUT. */
  endpoints: ReturnType<typeof referenceListEndpoints>;
}

/** The two routes of an editable reference list: read it, and save its changed and deleted entries. */
export function referenceListRoutes<DB>(options: ReferenceRouteOptions<DB>): FastifyPluginAsync {
  const { list, endpoints } = options;
  return async (app) => {
    contractRoute(app, endpoints.get, async (request) => ({
      [list.key]: await request.withTenant(({ db }: TenantContext<DB>) => loadReferenceList(db, list)),
    }));
    contractRoute(app, endpoints.edit, async (request) =>
      request.withTenant(async ({ db, user }: TenantContext<DB>) => {
        const entries = (request.body as Record<string, z.output<typeof referenceEditEntrySchema>[]>)[list.key];
        await saveReferenceList(db, list, entries, user.userUid);
        return { [list.key]: await loadReferenceList(db, list) };
      }),
    );
  };
}
