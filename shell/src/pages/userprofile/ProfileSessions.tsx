import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { UserSession } from '@vws/shared/contract/meta-sessions';
import { ErrorMessage, formatDate, showToast, useTranslation } from '@vws/shared/core';
import { useProfileEndSessionsMutation, useProfileSessionsQuery } from './sessionsApi';
import { describeUserAgent } from './userAgent';

function dateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The user's open sessions (GET /meta/userprofile/sessions): end one other, or all others. */
export function ProfileSessions() {
  const { t } = useTranslation('shell');
  const { data, error, isLoading } = useProfileSessionsQuery();
  const [endSessions, { isLoading: ending }] = useProfileEndSessionsMutation();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const nameOf = (session: UserSession) => {
    const { browser, system } = describeUserAgent(session.userAgent);
    if (browser && system) return t('profile.sessions.browserOn', { browser, system });
    return browser ?? system ?? t('profile.sessions.unknownBrowser');
  };

  const end = async (query: { sessionId: string } | { all: 'true' }) => {
    try {
      const { ended } = await endSessions(query).unwrap();
      showToast({ severity: 'success', detail: t('profile.sessions.ended', { count: ended }) });
    } catch {
      showToast({ severity: 'error', detail: t('profile.sessions.endFailed') });
    }
  };

  if (isLoading) return null;
  if (error) return <ErrorMessage error={error} />;
  return (
    <div className="flex flex-column gap-3" data-testid="profile-sessions">
      <p className="m-0 text-700">{t('profile.sessions.intro')}</p>
      <ul className="list-none m-0 p-0 flex flex-column gap-2" aria-label={t('profile.sessions.section')}>
        {sessions.map((session) => (
          <li key={session.sessionId} className="flex flex-wrap align-items-center justify-content-between gap-2 p-2 border-1 surface-border border-round">
            <div className="flex flex-column gap-1">
              <span className="font-semibold">
                {nameOf(session)} {session.current ? <Tag value={t('profile.sessions.current')} severity="success" className="ml-2" /> : null}
              </span>
              <small className="text-700">
                {t('profile.sessions.signedInAt', { date: dateTime(session.createdAt) })} ·{' '}
                {t('profile.sessions.lastUsedAt', { date: dateTime(session.lastUsedAt) })}
              </small>
            </div>
            {session.current ? null : (
              <Button
                type="button"
                label={t('profile.sessions.end')}
                aria-label={t('profile.sessions.endOne', { name: nameOf(session), date: dateTime(session.lastUsedAt) })}
                icon="pi pi-sign-out"
                severity="secondary"
                outlined
                size="small"
                disabled={ending}
                onClick={() => void end({ sessionId: session.sessionId })}
              />
            )}
          </li>
        ))}
      </ul>
      <div>
        <Button
          type="button"
          label={t('profile.sessions.endAll')}
          icon="pi pi-power-off"
          severity="danger"
          outlined
          disabled={others.length === 0 || ending}
          onClick={() => void end({ all: 'true' })}
        />
      </div>
    </div>
  );
}
