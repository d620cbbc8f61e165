import { z } from 'zod';

/** Request and response bodies of the betroffenenanfragen calls. React-free: the server validates with them. */

export const betroffenenanfragenEintragSchema = z.object({ ID: z.number().int(), Name: z.string() });
export type BetroffenenanfragenEintrag = z.infer<typeof betroffenenanfragenEintragSchema>;

export const betroffenenanfragenEintraegeResponseSchema = z.object({ eintraege: z.array(betroffenenanfragenEintragSchema) });
