import { z } from 'zod';

/**
 * A module's dashboard widget on /customer, as data (since @vws/shared 1.5.0). The module's
 * manifest declares the widget (title, permission, the call that answers its content); the
 * module's server routes answer the content in this shape; @vws/shared/core renders it. So the
 * dashboard shows every module's figures without loading any module's code: a launchpad tile, not
 * an app. Free of React: the server imports it.
 */

export const widgetSeveritySchema = z.enum(['danger', 'warning', 'success', 'light', 'info', 'secondary']);

/** Customer data in both languages (a reference list's entry): shown in the interface language. */
export const bilingualSchema = z.object({ de: z.string(), en: z.string() });

/** A parameter of a text: a number (plural forms), a string, a bilingual name or a day (YYYY-MM-DD, shown as DD.MM.YYYY). */
export const widgetTextParamSchema = z.union([z.number(), z.string(), bilingualSchema, z.object({ day: z.string() })]);

/**
 * A text of the widget: a key of the module's namespace (`widget.total`; the manifest names the
 * subtrees it needs, written into mf-manifest.json at build time) with parameters, a bilingual
 * name, or a verbatim value (a recipient's company).
 */
export const widgetTextSchema = z.union([
  z.object({ key: z.string(), params: z.record(z.string(), widgetTextParamSchema).optional() }),
  bilingualSchema,
  z.object({ verbatim: z.string() }),
]);

/** A link to a route of the module (a pattern of ROUTES, e.g. '/vvt-list/:ebenenr'); the current customer is kept. */
export const widgetLinkSchema = z.object({
  route: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  query: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  label: widgetTextSchema,
});

export const widgetBlockSchema = z.discriminatedUnion('type', [
  /** A paragraph; `muted` for an introduction. */
  z.object({ type: z.literal('text'), text: widgetTextSchema, muted: z.boolean().optional() }),
  /** Counts as stacked bars with a table as text alternative (CountsChart). */
  z.object({
    type: z.literal('chart'),
    heading: widgetTextSchema.optional(),
    caption: widgetTextSchema,
    groupHeader: widgetTextSchema,
    groups: z.array(
      z.object({
        label: widgetTextSchema,
        segments: z.array(z.object({ key: z.union([z.string(), z.number()]), label: widgetTextSchema, value: z.number(), severity: widgetSeveritySchema })),
      }),
    ),
  }),
  /**
   * Records to act on: a link each, a detail and a badge; `overdue` ones (a date passed) are marked in
   * colour and word and come first; `overdueCount` counts them all, also those not listed.
   */
  z.object({
    type: z.literal('items'),
    overdueCount: z.number().int().nonnegative().optional(),
    items: z.array(
      z.object({
        link: widgetLinkSchema,
        detail: widgetTextSchema.optional(),
        badge: z.object({ label: widgetTextSchema, severity: widgetSeveritySchema }).optional(),
        overdue: z.boolean().optional(),
      }),
    ),
  }),
  /** Links into the module (the server leaves out those the user may not follow). */
  z.object({ type: z.literal('links'), links: z.array(widgetLinkSchema) }),
]);

/** GET <manifest's dashboardWidget.source>?customer_uid: what the widget shows, top to bottom, and its main link. */
export const dashboardWidgetContentSchema = z.object({
  blocks: z.array(widgetBlockSchema),
  action: widgetLinkSchema.optional(),
});

export type WidgetSeverity = z.infer<typeof widgetSeveritySchema>;
export type Bilingual = z.infer<typeof bilingualSchema>;
export type WidgetTextParam = z.infer<typeof widgetTextParamSchema>;
export type WidgetText = z.infer<typeof widgetTextSchema>;
export type WidgetLink = z.infer<typeof widgetLinkSchema>;
export type WidgetBlock = z.infer<typeof widgetBlockSchema>;
export type DashboardWidgetContent = z.infer<typeof dashboardWidgetContentSchema>;

/** Shorthand for a text of the module's namespace. */
export function widgetText(key: string, params?: Record<string, WidgetTextParam>): WidgetText {
  return params ? { key, params } : { key };
}
