import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { SharedVersionMismatch } from './sharedVersion';
import { versionLineLabel } from './sharedVersion';

/** The translated text for a remote built against another major of @vws/shared. */
export function useRefusedText(): (remoteName: string, refused: SharedVersionMismatch) => string {
  const { t } = useTranslation('shell');
  return (remoteName, refused) =>
    t('remote.refused', {
      name: t(`remote.names.${remoteName}`, { defaultValue: remoteName }),
      remoteVersion: versionLineLabel(refused.remoteVersion),
      shellVersion: versionLineLabel(refused.shellVersion),
    });
}

/** In place of a refused remote's page: why it is not there (no retry: a reload cannot help). */
export function RemoteRefused({ remoteName, refused }: { remoteName: string; refused: SharedVersionMismatch }) {
  const text = useRefusedText();
  return (
    <div className="p-3" role="alert" data-testid="remote-refused">
      <Message severity="warn" text={text(remoteName, refused)} />
    </div>
  );
}
