import { z } from 'zod';
import { passwordWeakness, passwordWeaknessCheckLoaded, validatePassword } from '@vws/shared/core';

/**
 * New password + repetition under the policy of spec §5, and, once the password meter has loaded
 * the lists, not guessable (common password, too weak for the strength estimate; userInputs are the
 * user's e-mail and names). Messages are i18n keys (common:validation.<code>), the codes the server
 * also answers; without the lists the server's answer names the reason.
 */
export function newPasswordFields<N extends string, R extends string>(newName: N, repetitionName: R, userInputs: readonly string[] = []) {
  return {
    shape: { [newName]: z.string(), [repetitionName]: z.string() } as Record<N | R, z.ZodString>,
    refine: (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
      const password = String(values[newName] ?? '');
      const repetition = String(values[repetitionName] ?? '');
      const { errors } = validatePassword(password, repetition);
      for (const code of errors) {
        ctx.addIssue({ code: 'custom', path: [code === 'passwordRepetitionMismatch' ? repetitionName : newName], message: `common:validation.${code}` });
      }
      if (errors.some((code) => code !== 'passwordRepetitionMismatch') || !passwordWeaknessCheckLoaded()) return;
      const weakness = passwordWeakness(password, userInputs);
      if (weakness) ctx.addIssue({ code: 'custom', path: [newName], message: `common:validation.${weakness}` });
    },
  };
}
