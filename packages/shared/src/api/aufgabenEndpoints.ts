import { AUFGABEN_ENDPOINTS } from '../contract/aufgaben-endpoints';
import { contractEndpoints } from './contractEndpoints';
import { api as baseApi } from './slice';
import { reloadAfterEveryWrite } from './reloadAfterEveryWrite';

/** How often the top bar's count asks again while the portal is open (a deadline passes without any write). */
export const AUFGABEN_POLL_MS = 5 * 60_000;

/** The signed-in user's due items across his customers (/aufgaben, the top bar's count) and his reminder setting (AUFGABEN_ENDPOINTS). */
export const aufgabenApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      getAufgaben: query(AUFGABEN_ENDPOINTS.aufgaben, { providesTags: ['Aufgaben'] }),
      getReminderSettings: query(AUFGABEN_ENDPOINTS.reminderSettings, { providesTags: ['Profile'] }),
      updateReminderSettings: mutation(AUFGABEN_ENDPOINTS.updateReminderSettings, { invalidatesTags: ['Profile'] }),
    };
  },
});

export const { useGetAufgabenQuery, useGetReminderSettingsQuery, useUpdateReminderSettingsMutation } = aufgabenApi;

/** A write anywhere may settle or move a deadline: the count and the list reload. */
reloadAfterEveryWrite('Aufgaben');
