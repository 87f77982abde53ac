import { Button, Input, Modal, Select } from 'antd';
import { type FormEvent } from 'react';
import { SUPPORT_CATEGORIES, type SupportCategoryValue } from '@tend/contracts';
import { Field } from '../../components/Field';
import { asText } from '../drafts/drafts';
import { useSessionDraft } from '../drafts/use-session-draft';
import { usePublicConfig } from '../config/config.api';
import { useToast } from '../toasts/use-toast';
import { useSendSupportRequestMutation } from './support.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/support';

const noCategory: SupportCategoryValue | undefined = undefined;
const asCategory = (stored: unknown) =>
  SUPPORT_CATEGORIES.find((value) => value === stored) ?? noCategory;

/** 'Contact Support': subject, category and message (4 rows); all three required. */
export default function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [subject, setSubject] = useSessionDraft('support.subject', '', asText);
  const [category, setCategory] = useSessionDraft('support.category', noCategory, asCategory);
  const [message, setMessage] = useSessionDraft('support.message', '', asText);
  const [send, { isLoading }] = useSendSupportRequestMutation();
  const { config } = usePublicConfig();
  const toast = useToast();
  const t = useT();
  const categoryOptions = SUPPORT_CATEGORIES.map((value) => ({
    value,
    label: t(`support.category.${value}`),
  }));

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = { subject: subject.trim(), category, message: message.trim() };
    if (!body.subject || !body.category || !body.message) {
      toast({
        title: t('support.missing.title'),
        description: t('support.missing.text'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await send({
        subject: body.subject,
        category: body.category,
        message: body.message,
      }).unwrap();
      setSubject('');
      setCategory(undefined);
      setMessage('');
      onClose();
      toast({
        title: t('support.sent.title'),
        description: t('support.sent.text'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('support.failed.title'),
        description: t('support.failed.text', { email: config.supportEmail }),
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('support.title')}
      centered
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('support.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={isLoading} onClick={() => void submit()}>
          {t(isLoading ? 'support.sending' : 'support.send')}
        </Button>,
      ]}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted" style={{ marginTop: 0 }}>
          {t('support.intro')}
        </p>
        <Field label={t('support.subject')}>
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
        </Field>
        <Field label={t('support.categoryLabel')}>
          <Select
            value={category}
            onChange={(value: SupportCategoryValue) => setCategory(value)}
            options={categoryOptions}
            placeholder={t('support.chooseCategory')}
            style={{ width: '100%' }}
          />
        </Field>
        <Field label={t('support.message')}>
          <Input.TextArea
            rows={4}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={5000}
          />
        </Field>
      </form>
    </Modal>
  );
}
