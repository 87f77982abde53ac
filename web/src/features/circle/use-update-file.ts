import { useEffect, useState } from 'react';
import { saveBlob } from '../../lib/save-blob';
import { readStorage, StorageKeys } from '../../lib/storage';

/**
 * An update's file, fetched as the API calls are (the stored token and the session cookie): an
 * <img> or a link alone would carry the cookie only, and a browser signed in by token has none.
 */
export async function fetchUpdateFile(href: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = readStorage(StorageKeys.authToken);
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(href, { headers, credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}

export type PhotoState = { url: string } | { failed: true } | undefined;

/** A local address of the photo at `href` while it is shown, or that it cannot be had. */
export function usePhotoUrl(href: string): PhotoState {
  const [state, setState] = useState<PhotoState>();
  useEffect(() => {
    const abort = new AbortController();
    let local: string | undefined;
    fetchUpdateFile(href, abort.signal).then(
      (blob) => {
        local = URL.createObjectURL(blob);
        setState({ url: local });
      },
      () => {
        if (!abort.signal.aborted) setState({ failed: true });
      },
    );
    return () => {
      abort.abort();
      if (local) URL.revokeObjectURL(local);
    };
  }, [href]);
  return state;
}

/** Saves the file at `href` under its name, as the coach's export does. */
export async function saveUpdateFile(href: string, name: string): Promise<void> {
  saveBlob(await fetchUpdateFile(href), name);
}
