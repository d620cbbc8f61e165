import type { FastifyPluginAsync } from 'fastify';
import { AUFGABEN_ENDPOINTS } from '@vws/shared/contract/aufgaben-endpoints';
import { contractRoute } from '../kit/contract-route';
import { requireUser } from '../request-context';
import { collectDueItems } from './collect';

/** GET /common/aufgaben (the user's due items in all his customers) and the reminder setting of the profile. */
export const aufgabenRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, AUFGABEN_ENDPOINTS.aufgaben, async (request) => {
    const { userUid } = requireUser(request);
    const due = await collectDueItems({ ...app.platform, log: request.log }, [userUid]);
    return { aufgaben: (due.get(userUid) ?? []).map(({ recordId: _recordId, ...aufgabe }) => aufgabe) };
  });

  contractRoute(app, AUFGABEN_ENDPOINTS.reminderSettings, async (request) => {
    const { userUid } = requireUser(request);
    const row = await app.platform.db.selectFrom('meta.reminder_settings').select(['mode', 'language']).where('user_uid', '=', userUid).executeTakeFirst();
    return row ?? { mode: 'daily' as const, language: 'de' as const };
  });

  contractRoute(app, AUFGABEN_ENDPOINTS.updateReminderSettings, async (request) => {
    const { userUid } = requireUser(request);
    const { mode, language } = request.body;
    await app.platform.db
      .insertInto('meta.reminder_settings')
      .values({ user_uid: userUid, mode, language })
      .onConflict((oc) => oc.column('user_uid').doUpdateSet({ mode, language }))
      .execute();
    return { mode, language };
  });
};
