import { AlreadyGiven, ErrorCodes, type RouteBody } from '@tend/contracts';
import { useCallback, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { isApiError, type ApiError } from '../../lib/api-error';
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
 * to confirm ("Already given at 8:05 AM by Ana. Give again?", worded here from the API's data in
 * the reader's language); any other refusal is said in a toast. True when the dose was logged.
 */
export function useLogDose(recipientId: string) {
  const { t, language } = useLanguage();
  const toast = useToast();
  const refusal = useRefusal('medicine');
  const [logDose, { isLoading }] = useLogDoseMutation();
  const [giveAgain, setGiveAgain] = useState<GiveAgain>();

  /** The question in the reader's language, from who gave the earlier dose and when. */
  const question = useCallback(
    (error: ApiError) => {
      const given = AlreadyGiven.safeParse(error.details);
      if (!given.success) return t('medications.today.againUnknown');
      const time = formatInstantTime(given.data.givenAt, given.data.timeZone, language);
      return given.data.givenBy
        ? t('medications.today.againAsk', { time, name: given.data.givenBy })
        : t('medications.today.againAskNoName', { time });
    },
    [language, t],
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
            question: question(error),
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
