import { useCallback } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { serverMessage } from '../../lib/api-error';
import { useToast } from '../toasts/use-toast';

/**
 * Runs one of the circle's calls and says when it failed, in the server's sentence (or ours);
 * true when it went through.
 */
export function useCircleAction() {
  const toast = useToast();
  const t = useT();
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> => {
      try {
        await call();
        if (done) toast({ title: done });
        return true;
      } catch (error) {
        toast({
          title: t('circle.error.title'),
          description: serverMessage(error) ?? t('circle.error.generic'),
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast, t],
  );
}
