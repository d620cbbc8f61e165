import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE } from '@vws/shared/contract/vvt';

export interface CubePosition {
  ziel: number;
  schritt: number;
}

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The cell an arrow key moves to in the 7 x 4 grid (goals are rows, steps columns), staying at the edge; null for other keys. */
export function neighbour(from: CubePosition, key: string): CubePosition | null {
  const move = MOVES[key];
  if (!move) return null;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(1, value));
  return { ziel: clamp(from.ziel + move[0], SDM_SCHUTZZIELE.length), schritt: clamp(from.schritt + move[1], SDM_PROZESSSCHRITTE.length) };
}

/** The DOM id of a cell's button (focus target of the arrow keys and of the report's links). */
export const cubeCellId = ({ ziel, schritt }: CubePosition) => `vvt-cube-cell-${ziel}-${schritt}`;
