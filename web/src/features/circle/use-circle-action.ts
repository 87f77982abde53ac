import { useCallback } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';

/**
 * Runs one of the circle's calls and says when it failed, in the server's sentence (or ours);
 * true when it went through.
 */
export function useCircleAction() {
  const toast = useToast();
  const t = useT();
  const refusal = useRefusal('circle');
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> => {
      try {
        await call();
        if (done) toast({ title: done });
        return true;
      } catch (error) {
        toast({
          title: t('circle.error.title'),
          description: refusal(error) ?? t('circle.error.generic'),
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast, t],
  );
}
