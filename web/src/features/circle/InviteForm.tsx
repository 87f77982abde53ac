import type { Circle, MemberRole } from '@tend/contracts';
import { Button, Select } from 'antd';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { isValidEmail } from '../../lib/validation';
import { inviteRoles } from './circle-roles';
import { useCreateInvitationMutation } from './circle.api';
import { ShareLink } from './ShareLink';

/**
 * Invite by e-mail, or with no address for a link to share by text message. The link is shown
 * once: only its hash is kept.
 */
export function InviteForm({ circle }: { circle: Circle }) {
  const t = useT();
  const refusal = useRefusal('circle');
  const { recipientId, recipientName } = circle;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('family');
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [link, setLink] = useState<{ url: string; emailed: boolean }>();
  const [invite, { isLoading }] = useCreateInvitationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address && !isValidEmail(address)) {
      setEmailError(t('circle.invite.badEmail'));
      return;
    }
    setEmailError(undefined);
    setFailure(undefined);
    try {
      const created = await invite({ recipientId, role, email: address || undefined }).unwrap();
      setLink({ url: created.link, emailed: Boolean(address) });
      setEmail('');
    } catch (error) {
      setFailure(refusal(error) ?? t('circle.error.generic'));
    }
  };

  return (
    <section aria-labelledby="circle-invite-title" className="circle-section">
      <h2 id="circle-invite-title" className="section-title">
        {t('circle.invite.title')}
      </h2>
      <p className="muted">{t('circle.invite.text', { name: recipientName })}</p>
      <form className="circle-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert message={failure} />
        <Field
          label={t('circle.invite.email')}
          hint={t('circle.invite.emailHint')}
          error={emailError}
        >
          <input
            className="native-input"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label={t('circle.invite.role')} hint={t(`circle.roleHelp.${role}`)}>
          <Select<MemberRole>
            value={role}
            onChange={setRole}
            options={inviteRoles(circle.yourRole).map((r) => ({
              value: r,
              label: t(`circle.role.${r}`),
            }))}
          />
        </Field>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {t(email.trim() ? 'circle.invite.send' : 'circle.invite.makeLink')}
        </Button>
      </form>
      {link ? (
        <div className="circle-card" role="status">
          <p>{t(link.emailed ? 'circle.invite.emailed' : 'circle.invite.linkReady')}</p>
          <ShareLink
            url={link.url}
            label={t('circle.invite.link')}
            smsBody={t('circle.invite.smsBody', { name: recipientName, link: link.url })}
          />
        </div>
      ) : null}
    </section>
  );
}
