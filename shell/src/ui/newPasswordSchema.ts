import { z } from 'zod';
import { validatePassword } from '@vws/shared/core';

/**
 * New password + repetition under the policy of spec §5. Messages are i18n keys
 * (common:validation.<code>), the codes the server also answers.
 */
export function newPasswordFields<N extends string, R extends string>(newName: N, repetitionName: R) {
  return {
    shape: { [newName]: z.string(), [repetitionName]: z.string() } as Record<N | R, z.ZodString>,
    refine: (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
      const password = String(values[newName] ?? '');
      const repetition = String(values[repetitionName] ?? '');
      const { errors } = validatePassword(password, repetition);
      for (const code of errors) {
        ctx.addIssue({ code: 'custom', path: [code === 'passwordRepetitionMismatch' ? repetitionName : newName], message: `common:validation.${code}` });
      }
    },
  };
}
