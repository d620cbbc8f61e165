/**
 * Props for a box that scrolls a wide table sideways (at 390 px most tables do): keyboard users
 * reach it with Tab and scroll it with the arrow keys, and screen readers announce it by name
 * (axe: scrollable-region-focusable). For a div, or a PrimeReact DataTable's `pt={{ wrapper: … }}`.
 */
export function scrollRegion(label: string): { tabIndex: 0; role: 'region'; 'aria-label': string } {
  return { tabIndex: 0, role: 'region', 'aria-label': label };
}
