import { errorMessageText } from '../ErrorMessage';
import { toast } from './useToast';

/** Spec §8: a failed save says 'Die Daten konnten nicht gespeichert werden.' unless 403, 503, no connection or the server's conflict say more. */
export function toastSaveFailed(error: unknown): void {
  toast.error(errorMessageText(error, 'save'));
}
