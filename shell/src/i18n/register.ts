import { registerNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own texts (pages and layout parts that no remote owns). */
export function registerShellTexts(): void {
  registerNamespace(SHELL_NAMESPACE, { de, en });
}
