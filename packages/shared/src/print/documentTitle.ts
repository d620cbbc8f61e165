import { useEffect } from 'react';

/**
 * The document's title, claimed by pages: the innermost page that mounted last wins (a report's
 * "<customer> – <report>"), and the layout's title (the customer's name, else the app's name) only
 * when no page claims one. The title is also the default file name of a printed PDF.
 */
const claims: { title: string }[] = [];
let layoutTitle = '';
/** The page's own title before the first claim (an intranet page that embeds a report gets it back). */
let pageTitle: string | undefined;

function apply(): void {
  pageTitle ??= document.title;
  const title = claims.at(-1)?.title ?? (layoutTitle || pageTitle);
  if (title && document.title !== title) document.title = title;
}

/** A page's title for as long as it is mounted; nothing is claimed while `title` is empty (still loading). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const claim = { title };
    claims.push(claim);
    apply();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      apply();
    };
  }, [title]);
}

/** The layout's title (shell): shown whenever no page claims one. */
export function useLayoutDocumentTitle(title: string): void {
  useEffect(() => {
    layoutTitle = title;
    apply();
  }, [title]);
}
