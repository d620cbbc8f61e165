import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

interface Props {
  remoteName: string;
  /** Replaces the per-remote text, e.g. when /remotes.json itself failed. */
  message?: string;
  detail?: string;
  onRetry: () => void;
}

/** The translated "module could not be loaded" notice with a retry button. */
export function RemoteUnavailable({ remoteName, message, detail, onRetry }: Props) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex flex-column gap-3 p-3" role="alert" data-testid="remote-unavailable">
      <Message severity="error" text={message ?? t('remote.loadFailed', { name: t(`remote.names.${remoteName}`, { defaultValue: remoteName }) })} />
      {detail ? <small className="text-600">{detail}</small> : null}
      <div>
        <Button type="button" icon="pi pi-refresh" label={t('remote.retry')} onClick={onRetry} />
      </div>
    </div>
  );
}
