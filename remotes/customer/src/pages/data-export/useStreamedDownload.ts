import { useCallback, useState } from 'react';
import { downloadUrl, useAppDispatch, useCurrentCustomer, api, type DownloadRequest } from '@vws/shared/core';

export interface DownloadProgress {
  running: boolean;
  /** Bytes received so far (the export streams, so the total is unknown until the end). */
  received: number;
}

function fileNameOf(disposition: string | null): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? 'VWS_Data_Export.xlsx';
}

/**
 * Fetches a file answer with progress (bytes received) and hands it to the browser as a download.
 * A cheap authenticated call first lets the base query renew an expired access token.
 */
export function useStreamedDownload() {
  const dispatch = useAppDispatch();
  const customer = useCurrentCustomer();
  const [progress, setProgress] = useState<DownloadProgress>({ running: false, received: 0 });

  const start = useCallback(
    async (request: DownloadRequest): Promise<string> => {
      setProgress({ running: true, received: 0 });
      try {
        const check = await dispatch(api.endpoints.getUserProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
        if (check.error) throw new Error('unauthorized');
        const response = await fetch(downloadUrl(request, customer?.customerUid), { credentials: 'include' });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        const reader = response.body.getReader();
        const chunks: Uint8Array[] = [];
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.length;
          setProgress({ running: true, received });
        }
        const name = fileNameOf(response.headers.get('content-disposition'));
        const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return name;
      } finally {
        setProgress((p) => ({ ...p, running: false }));
      }
    },
    [dispatch, customer?.customerUid],
  );

  return { start, progress };
}
