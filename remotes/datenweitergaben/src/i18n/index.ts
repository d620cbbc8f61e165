import { defineNamespace } from '@vws/shared/core';
import de from './de.json';
import en from './en.json';

/** The 'datenweitergaben' texts, bundled with this remote and registered when it loads (typed keys). */
export const datenweitergabenTexts = defineNamespace('datenweitergaben', { de, en });
export const useDatenweitergabenTranslation = datenweitergabenTexts.useTranslation;

export function registerDatenweitergabenTexts(): void {
  datenweitergabenTexts.register();
}
