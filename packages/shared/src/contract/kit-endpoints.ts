import { z } from 'zod';
import type { Permission } from '../permissions/names';
import { freitextBodySchema, freitextResponseSchema, statusTotalsResponseSchema } from './common';
import { dashboardWidgetContentSchema } from './dashboard-widget';
import { defineEndpoint } from './endpoint';

/**
 * Contracts of the calls every module makes the same way (the server's platform kit answers them):
 * a report's free text, totals per status and a dashboard widget. A module names its own path.
 */

/** PUT <path> body { text } → { textModel } (spec §7 "...-update-freitext"). */
export function freitextEndpoint<const P extends string>(path: P, permission: Permission, tag: string) {
  return defineEndpoint({
    method: 'PUT',
    path,
    access: { permission },
    tag,
    summary: 'Save the report free text (at most 2000 characters)',
    body: freitextBodySchema,
    response: freitextResponseSchema,
  });
}

/** GET <path> → { totals: [{ ID_Status, Anzahl }] }, counted in SQL. */
export function statusTotalsEndpoint<const P extends string>(path: P, permission: Permission, tag: string, summary: string) {
  return defineEndpoint({ method: 'GET', path, access: { permission }, tag, summary, response: statusTotalsResponseSchema });
}

/** GET <path> → the module's dashboard widget as data (contract/dashboard-widget); the manifest's dashboardWidget.source. */
export function dashboardWidgetEndpoint<const P extends string>(path: P, permission: Permission | readonly Permission[], tag: string, summary: string) {
  return defineEndpoint({ method: 'GET', path, access: { permission }, tag, summary: `Dashboard widget: ${summary}`, response: dashboardWidgetContentSchema });
}

/** The two calls of an editable reference list: GET → { [key]: entries }, PUT { [key]: edits } → { [key]: entries }. */
export function referenceListEndpoints<const G extends string, const E extends string, R extends z.ZodType, B extends z.ZodType>(options: {
  key: string;
  getPath: G;
  editPath: E;
  response: R;
  editBody: B;
  viewPermission: Permission;
  editPermission: Permission;
  tag: string;
}) {
  return {
    get: defineEndpoint({
      method: 'GET',
      path: options.getPath,
      access: { permission: options.viewPermission },
      tag: options.tag,
      summary: `The reference list ${options.key}`,
      response: options.response,
    }),
    edit: defineEndpoint({
      method: 'PUT',
      path: options.editPath,
      access: { permission: options.editPermission },
      tag: options.tag,
      summary: `Save the changed and deleted entries of ${options.key}; answers the whole list`,
      body: options.editBody,
      response: options.response,
    }),
  };
}
