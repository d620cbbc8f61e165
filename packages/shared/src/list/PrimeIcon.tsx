import type { SVGProps } from 'react';
import type { IconPath } from './firstRowsIcons';

export interface PrimeIconProps extends Omit<SVGProps<SVGSVGElement>, 'className'> {
  paths: readonly IconPath[];
  className: string;
}

/** One of PrimeReact's icons (firstRowsIcons) in its markup, for what draws before PrimeReact's own component has loaded. */
export function PrimeIcon({ paths, className, ...svg }: PrimeIconProps) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={`p-icon ${className}`}
      aria-hidden={svg['aria-label'] === undefined ? true : undefined}
      {...svg}
    >
      {paths.map((path) => (
        <path key={path.d} d={path.d} fillRule={path.fillRule} clipRule={path.clipRule} fill="currentColor" />
      ))}
    </svg>
  );
}
