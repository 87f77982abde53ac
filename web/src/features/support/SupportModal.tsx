import { Button, Input, Modal, Select } from 'antd';
import { type FormEvent } from 'react';
import {
  SUPPORT_CATEGORIES,
  SupportCategoryLabels,
  SupportMessages,
  type SupportCategoryValue,
} from '@tend/contracts';
import { Field } from '../../components/Field';
import { asText } from '../drafts/drafts';
import { useSessionDraft } from '../drafts/use-session-draft';
import { usePublicConfig } from '../config/config.api';
import { useToast } from '../toasts/use-toast';
import { useSendSupportRequestMutation } from './support.api';

const noCategory: SupportCategoryValue | undefined = undefined;
const asCategory = (stored: unknown) =>
  SUPPORT_CATEGORIES.find((value) => value === stored) ?? noCategory;

const categoryOptions = SUPPORT_CATEGORIES.map((value) => ({
  value,
  label: SupportCategoryLabels[value],
}));

/** 'Contact Support': subject, category and message (4 rows); all three required. */
export default function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [subject, setSubject] = useSessionDraft('support.subject', '', asText);
  const [category, setCategory] = useSessionDraft('support.category', noCategory, asCategory);
  const [message, setMessage] = useSessionDraft('support.message', '', asText);
  const [send, { isLoading }] = useSendSupportRequestMutation();
  const { config } = usePublicConfig();
  const toast = useToast();

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = { subject: subject.trim(), category, message: message.trim() };
    if (!body.subject || !body.category || !body.message) {
      toast({
        title: SupportMessages.missingFieldsTitle,
        description: SupportMessages.missingFieldsDescription,
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
        title: SupportMessages.sentTitle,
        description: SupportMessages.sentDescription,
        variant: 'success',
      });
    } catch {
      toast({
        title: SupportMessages.failedTitle,
        description: SupportMessages.failedDescription(config.supportEmail),
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Contact Support"
      centered
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" loading={isLoading} onClick={() => void submit()}>
          {isLoading ? 'Sending...' : 'Send Message'}
        </Button>,
      ]}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted" style={{ marginTop: 0 }}>
          Tell us what&apos;s going on. We reply by email, usually within 24 hours.
        </p>
        <Field label="Subject">
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
        </Field>
        <Field label="Category">
          <Select
            value={category}
            onChange={(value: SupportCategoryValue) => setCategory(value)}
            options={categoryOptions}
            placeholder="Choose a category"
            style={{ width: '100%' }}
          />
        </Field>
        <Field label="Message">
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
