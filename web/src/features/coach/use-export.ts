import { routeUrl } from '@tend/contracts';
import { useCallback } from 'react';
import { saveBlob } from '../../lib/save-blob';
import { readStorage, StorageKeys } from '../../lib/storage';
import { inBrowserTimeZone } from '../../lib/time-zone';
import { useToast } from '../toasts/use-toast';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Downloads a conversation as Markdown (the exportConversation route). */
export function useExportConversation() {
  const toast = useToast();
  const t = useT();
  return useCallback(
    async (id: string, title: string) => {
      const headers: Record<string, string> = {};
      const token = readStorage(StorageKeys.authToken);
      if (token) headers['Authorization'] = `Bearer ${token}`;
      try {
        const response = await fetch(inBrowserTimeZone(routeUrl('exportConversation', { id })), {
          headers,
          credentials: 'include',
        });
        if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
        const blob = await response.blob();
        const safeTitle = title.replace(/[^\w\- ]+/g, '').trim() || 'conversation';
        const name = filenameFrom(response.headers.get('content-disposition'), `${safeTitle}.md`);
        saveBlob(blob, name);
        toast({ title: t('coach.exported'), description: name, variant: 'success' });
      } catch {
        toast({
          title: t('coach.exportFailed.title'),
          description: t('coach.exportFailed.text'),
          variant: 'destructive',
        });
      }
    },
    [toast, t],
  );
}
