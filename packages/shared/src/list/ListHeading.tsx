import type { ReactNode } from 'react';

export interface ListHeadingProps {
  title: string;
  intro: ReactNode;
  /** The list's buttons (new, export, report), at the right of the title; below it on a phone. */
  actions?: ReactNode;
}

/**
 * The title row and intro of a list page. The server's route frame (server/src/http/route-frame.ts)
 * paints the same title and intro before the portal's scripts run, at these sizes and places
 * (e2e/tests/route-frame.spec.ts compares the two): change both together.
 */
export function ListHeading({ title, intro, actions }: ListHeadingProps) {
  return (
    <>
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="m-0 text-2xl">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <p className="mt-0 text-color-secondary">{intro}</p>
    </>
  );
}
