import { ErrorCodes, type RouteBody, type TodaysDoses } from '@tend/contracts';
import { useCallback, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { baseLanguage } from '../../i18n/languages';
import { useRefusal } from '../../i18n/refusals';
import { isApiError, serverMessage } from '../../lib/api-error';
import { useToast } from '../toasts/use-toast';
import { formatInstantTime } from './dose-time';
import { useLogDoseMutation } from './medications.api';

type LogBody = RouteBody<'logDose'>;

/** A dose the server said was given within its minimum gap: the question, and what to resend. */
export interface GiveAgain {
  body: LogBody;
  medicationName: string;
  question: string;
}

/**
 * Logs "Given" or "Skipped". A dose given again within its minimum gap comes back as a question
 * ("Already given at 8:05 AM by Ana. Give again?", the API's own words for an English reader) to
 * confirm; any other refusal is said in a toast. True when the dose was logged.
 */
export function useLogDose(recipientId: string, today: TodaysDoses | undefined) {
  const { t, language } = useLanguage();
  const toast = useToast();
  const refusal = useRefusal('medicine');
  const [logDose, { isLoading }] = useLogDoseMutation();
  const [giveAgain, setGiveAgain] = useState<GiveAgain>();

  /** The question in the reader's language, from the day's own record when it is not English. */
  const question = useCallback(
    (error: unknown, medicationId: string) => {
      const server = serverMessage(error);
      if (language === baseLanguage && server) return server;
      const last = today?.doses
        .filter((d) => d.medicationId === medicationId && d.log?.status === 'given')
        .map((d) => d.log)
        .pop();
      if (!last || !today) return t('medications.today.againUnknown');
      return t('medications.today.againAsk', {
        time: formatInstantTime(last.at, today.timeZone, language),
        name: last.by?.name ?? t('medications.history.someone'),
      });
    },
    [language, t, today],
  );

  const log = useCallback(
    async (body: LogBody, medicationName: string): Promise<boolean> => {
      try {
        await logDose({ recipientId, dose: body }).unwrap();
        setGiveAgain(undefined);
        toast({
          title: t(
            body.status === 'given'
              ? 'medications.today.loggedGiven'
              : 'medications.today.loggedSkipped',
            { name: medicationName },
          ),
        });
        return true;
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCodes.conflict && !body.confirm) {
          setGiveAgain({
            body: { ...body, confirm: true },
            medicationName,
            question: question(error, body.medicationId),
          });
          return false;
        }
        toast({
          title: t('medications.error.title'),
          description: refusal(error) ?? t('medications.error.generic'),
          variant: 'destructive',
        });
        return false;
      }
    },
    [logDose, recipientId, toast, t, question, refusal],
  );

  return { log, logging: isLoading, giveAgain, cancelGiveAgain: () => setGiveAgain(undefined) };
}
