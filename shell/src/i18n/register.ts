import { registerNamespace } from '@vws/shared/core';
import de from './de.json';

export const SHELL_NAMESPACE = 'shell';

/**
 * The shell's own texts (pages and layout parts that no remote owns). The English ones load only
 * when English is used (issue 28: a German page's start-up carries none); resolves once the texts
 * of the language in use are there.
 */
export function registerShellTexts(): Promise<void> {
  return registerNamespace(SHELL_NAMESPACE, { de, en: () => import('./en.json') });
}
