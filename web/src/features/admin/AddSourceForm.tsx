import { Button, Card, Checkbox, Flex } from 'antd';
import { ContentSourceBody, CRAWL_FREQUENCIES } from '@tend/contracts';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-error';
import { Field } from '../../components/Field';
import { useToast } from '../toasts/use-toast';
import { useCreateSourceMutation } from './discovery.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

interface SourceFormValues {
  name: string;
  baseUrl: string;
  category: string;
  crawlDepth: string;
  crawlFrequency: (typeof CRAWL_FREQUENCIES)[number];
  allowedPatterns: string;
  blockedPatterns: string;
  robotsTxtCompliant: boolean;
  tosReviewed: boolean;
  legalReviewNotes: string;
}

/** The spec's defaults: depth 2, weekly, both reviews unticked. */
export const emptySourceForm: SourceFormValues = {
  name: '',
  baseUrl: '',
  category: '',
  crawlDepth: '2',
  crawlFrequency: 'weekly',
  allowedPatterns: '',
  blockedPatterns: '',
  robotsTxtCompliant: false,
  tosReviewed: false,
  legalReviewNotes: '',
};

type Errors = Partial<Record<keyof SourceFormValues, string>>;

/** One pattern per line; empty lines dropped on submit (the shared schema does the splitting). */
export function AddSourceForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<SourceFormValues>(emptySourceForm);
  const [errors, setErrors] = useState<Errors>({});
  const [create, { isLoading }] = useCreateSourceMutation();
  const toast = useToast();
  const t = useT();

  const set = <K extends keyof SourceFormValues>(key: K, value: SourceFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ContentSourceBody.safeParse({
      ...values,
      crawlDepth: values.crawlDepth === '' ? undefined : values.crawlDepth,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof SourceFormValues | undefined;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await create(parsed.data).unwrap();
      toast({ title: t('admin.add.created'), variant: 'success' });
      setValues(emptySourceForm);
      setErrors({});
      onCreated();
    } catch (error) {
      toast({
        title: t('admin.add.failed'),
        description: serverMessage(error) ?? t('admin.tryAgain'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="source-form__grid">
          <Field label={t('admin.add.name')} error={errors.name}>
            <input
              className="native-input"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field
            label={t('admin.add.baseUrl')}
            error={errors.baseUrl}
            hint={t('admin.add.baseUrlHint')}
          >
            <input
              className="native-input"
              type="url"
              inputMode="url"
              value={values.baseUrl}
              onChange={(e) => set('baseUrl', e.target.value)}
            />
          </Field>
          <Field
            label={t('admin.source.category')}
            error={errors.category}
            hint={t('admin.add.categoryHint')}
          >
            <input
              className="native-input"
              value={values.category}
              onChange={(e) => set('category', e.target.value)}
            />
          </Field>
          <Field label={t('admin.add.depth')} error={errors.crawlDepth}>
            <input
              className="native-input"
              type="number"
              min={1}
              max={5}
              step={1}
              value={values.crawlDepth}
              onChange={(e) => set('crawlDepth', e.target.value)}
            />
          </Field>
          <Field label={t('admin.add.frequency')} error={errors.crawlFrequency}>
            <select
              className="native-input"
              value={values.crawlFrequency}
              onChange={(e) =>
                set('crawlFrequency', e.target.value as SourceFormValues['crawlFrequency'])
              }
            >
              {CRAWL_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`admin.frequency.${f}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          label={t('admin.add.allowed')}
          error={errors.allowedPatterns}
          hint={t('admin.add.onePerLine')}
        >
          <textarea
            className="native-input"
            rows={3}
            value={values.allowedPatterns}
            onChange={(e) => set('allowedPatterns', e.target.value)}
          />
        </Field>
        <Field
          label={t('admin.add.blocked')}
          error={errors.blockedPatterns}
          hint={t('admin.add.onePerLine')}
        >
          <textarea
            className="native-input"
            rows={3}
            value={values.blockedPatterns}
            onChange={(e) => set('blockedPatterns', e.target.value)}
          />
        </Field>
        <Flex vertical gap="small" className="source-form__checks">
          <Checkbox
            checked={values.robotsTxtCompliant}
            onChange={(e) => set('robotsTxtCompliant', e.target.checked)}
          >
            {t('admin.add.robots')}
          </Checkbox>
          <Checkbox
            checked={values.tosReviewed}
            onChange={(e) => set('tosReviewed', e.target.checked)}
          >
            {t('admin.add.tos')}
          </Checkbox>
        </Flex>
        <Field label={t('admin.add.notes')} error={errors.legalReviewNotes}>
          <textarea
            className="native-input"
            rows={3}
            value={values.legalReviewNotes}
            onChange={(e) => set('legalReviewNotes', e.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit" disabled={isLoading}>
          {t(isLoading ? 'admin.add.adding' : 'admin.add.submit')}
        </Button>
      </form>
    </Card>
  );
}
