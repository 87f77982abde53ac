import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { useSetVisitQuestionsMutation } from './visit-summary.api';
import { Questions } from './VisitSummaryView';

/** The questions as sent: one a line, blank lines left out. */
export const questionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The owner writes her questions for the doctor before the visit, one a line. The page prints
 * them as a numbered list, not as the box she typed them in.
 */
export function QuestionsEditor({
  recipientId,
  questions,
}: {
  recipientId: string;
  questions: readonly string[];
}) {
  const t = useT();
  const toast = useToast();
  const refusal = useRefusal('circle');
  const [text, setText] = useState(() => questions.join('\n'));
  const [failure, setFailure] = useState<string>();
  const [save, { isLoading }] = useSetVisitQuestionsMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    try {
      await save({ recipientId, questions: questionsOf(text) }).unwrap();
      toast({ title: t('careLog.visit.questions.saved') });
    } catch (error) {
      setFailure(refusal(error) ?? t('careLog.add.failed'));
    }
  };

  return (
    <>
      <div className="visit-print-only">
        <Questions questions={questions} />
      </div>
      <form className="visit-questions visit-no-print" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert message={failure} />
        <Field label={t('careLog.visit.questions.field')}>
          <textarea
            className="native-input"
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <Button htmlType="submit" loading={isLoading}>
          {t('careLog.visit.questions.save')}
        </Button>
      </form>
    </>
  );
}
