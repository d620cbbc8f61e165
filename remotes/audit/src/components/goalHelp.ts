/** help-namespace keys of the seven standard protection goals (package 1, IDs 1..7 in spec §1 order). */
const GOAL_HELP_KEYS: Record<number, string> = {
  1: 'dataMinimisation',
  2: 'transparency',
  3: 'unlinkability',
  4: 'intervenability',
  5: 'integrity',
  6: 'confidentiality',
  7: 'availability',
};

export function goalHelpKey(goalId: number): `help:protectionGoals.${string}` | undefined {
  const key = GOAL_HELP_KEYS[goalId];
  return key ? `help:protectionGoals.${key}` : undefined;
}
