import { useCallback, useState } from 'react';
import { useSession } from '@vws/shared/core';

const keyOf = (user: string, listId: string) => `vws.columns.${user}.${listId}`;

function readChoice(key: string): string[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return Array.isArray(stored) && stored.every((v) => typeof v === 'string') ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The columns a user chose to see in one list, remembered per user in this browser (issue 24);
 * null until the user chooses (then the columns follow their priority and the window's width).
 */
export function useColumnChoice(listId: string | undefined): [string[] | null, (columns: string[]) => void] {
  const user = useSession().user?.email ?? 'anonymous';
  const key = listId ? keyOf(user.toLowerCase(), listId) : null;
  const [choice, setChoice] = useState<{ key: string | null; columns: string[] | null }>(() => ({ key, columns: key ? readChoice(key) : null }));
  const columns = choice.key === key ? choice.columns : key ? readChoice(key) : null;
  const choose = useCallback(
    (next: string[]) => {
      if (key) window.localStorage.setItem(key, JSON.stringify(next));
      setChoice({ key, columns: next });
    },
    [key],
  );
  return [columns, choose];
}
