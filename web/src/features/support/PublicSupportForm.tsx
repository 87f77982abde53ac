import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_CATEGORIES, type SupportCategoryValue } from '@tend/contracts';
import { serverMessage } from '../../lib/api-error';
import { EmailField } from '../../components/AuthFields';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { asText } from '../drafts/drafts';
import { useSessionDraft } from '../drafts/use-session-draft';
import { usePublicConfig } from '../config/config.api';
import { useSendPublicSupportRequestMutation } from './support.api';
import './public-support.css';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/support';

type FieldName = 'name' | 'email' | 'category' | 'message';
type Errors = Partial<Record<FieldName, string>>;

/** The fields that must not be empty; each says what to do in its own error (support.empty.*). */
const required: FieldName[] = ['name', 'email', 'category', 'message'];

const asCategory = (stored: unknown) =>
  SUPPORT_CATEGORIES.find((value) => value === stored) ?? ('' as const);

/** Enough to catch a typo before sending; the server has the last word. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * 'Contact Support' for someone who is not signed in (often because they cannot): who to answer,
 * a category and the message. The unsent words survive a reload of the tab (drafts.ts).
 */
export function PublicSupportForm() {
  const [name, setName, forgetName] = useSessionDraft('public-support.name', '', asText);
  const [email, setEmail, forgetEmail] = useSessionDraft('public-support.email', '', asText);
  const [category, setCategory, forgetCategory] = useSessionDraft<SupportCategoryValue | ''>(
    'public-support.category',
    '',
    asCategory,
  );
  const [message, setMessage, forgetMessage] = useSessionDraft(
    'public-support.message',
    '',
    asText,
  );
  // The honeypot: hidden from people and assistive technology, so only a bot fills it.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { isLoading }] = useSendPublicSupportRequestMutation();
  const { config } = usePublicConfig();
  const { t, rich } = useLanguage();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: name.trim(),
      email: email.trim(),
      category,
      message: message.trim(),
    };
    const found: Errors = {};
    for (const field of required) if (!body[field]) found[field] = t(`support.empty.${field}`);
    if (body.email && !looksLikeEmail(body.email)) found.email = t('support.public.invalidEmail');
    setErrors(found);
    if (Object.keys(found).length > 0 || !body.category) {
      const onlyTheAddressIsWrong = Object.keys(found).join() === 'email' && body.email !== '';
      setProblem(
        onlyTheAddressIsWrong ? t('support.public.invalidEmail') : t('support.public.missing'),
      );
      return;
    }
    setProblem(null);
    try {
      await send({ ...body, category: body.category, website }).unwrap();
      [forgetName, forgetEmail, forgetCategory, forgetMessage].forEach((forget) => forget());
      setSentTo(body.email);
    } catch (error) {
      setProblem(
        serverMessage(error) ?? t('support.public.failed', { email: config.supportEmail }),
      );
    }
  };

  if (sentTo)
    return (
      <div className="public-support__sent" role="status">
        <h3>{t('support.sent.title')}</h3>
        <p>
          {rich('support.public.sent', {
            email: sentTo,
            strong: (words) => <strong>{words}</strong>,
          })}
        </p>
        <Link to="/login" className="btn btn--secondary">
          {t('support.public.backToSignIn')}
        </Link>
      </div>
    );

  return (
    <form className="public-support" onSubmit={(e) => void submit(e)} noValidate>
      <FormAlert message={problem} />
      <Field label={t('support.public.name')} error={errors.name}>
        <input
          className="native-input"
          autoComplete="name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <EmailField
        hint={t('support.public.emailHint')}
        value={email}
        error={errors.email}
        maxLength={254}
        onChange={setEmail}
      />
      <Field label={t('support.categoryLabel')} error={errors.category}>
        <select
          className="native-input"
          value={category}
          onChange={(e) => setCategory(asCategory(e.target.value))}
        >
          <option value="">{t('support.chooseCategory')}</option>
          {SUPPORT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`support.category.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('support.message')} error={errors.message}>
        <textarea
          className="native-input"
          rows={4}
          value={message}
          maxLength={5000}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <div className="public-support__trap" aria-hidden="true">
        <label>
          {t('support.public.website')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </label>
      </div>
      <SubmitButton wide="block" busy={isLoading} busyLabel={t('support.sending')}>
        {t('support.send')}
      </SubmitButton>
    </form>
  );
}
