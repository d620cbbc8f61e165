import { z } from 'zod';

/** Request and response bodies of the vorfaelle calls. React-free: the server validates with them. */

export const vorfaelleEintragSchema = z.object({ ID: z.number().int(), Name: z.string() });
export type VorfaelleEintrag = z.infer<typeof vorfaelleEintragSchema>;

export const vorfaelleEintraegeResponseSchema = z.object({ eintraege: z.array(vorfaelleEintragSchema) });
