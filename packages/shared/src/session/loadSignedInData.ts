import type { AppDispatch, RootState } from '../api/store';
import { autoSelectCustomer } from './autoSelectCustomer';
import { loadCustomers, loadProfile, loadProfilePermissions, loadTranslations } from './loaders';
import { preferences } from './preferences';
import { selectCustomer } from './selectCustomer';
import { customerCleared } from './sessionSlice';

/**
 * Everything a signed-in page needs: texts, profile, profile permissions and customers, then the
 * customer per spec §4 auto-selection. Never throws: if loading fails, the app still renders.
 */
export async function loadSignedInData(dispatch: AppDispatch, getState: () => RootState, options: { reloadProfile: boolean }): Promise<void> {
  const [, , , customers] = await Promise.all([
    loadTranslations(dispatch),
    options.reloadProfile ? loadProfile(dispatch, getState) : Promise.resolve(),
    loadProfilePermissions(dispatch),
    loadCustomers(dispatch),
  ]);
  const session = getState().session;
  if (!session.user || !customers) return;

  const choice = autoSelectCustomer(customers, session.currentCustomer?.customerUid, preferences.get().customerDatabaseUid);
  if (!choice) {
    dispatch(customerCleared());
    return;
  }
  const result = await dispatch(selectCustomer(choice.customer_uid));
  if (selectCustomer.rejected.match(result)) dispatch(customerCleared());
}
