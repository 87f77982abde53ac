import { HelpLines } from '@tend/contracts';
import { LEGAL_LAST_UPDATED } from './legal-constants';

export function ConsentNotice({ supportEmail }: { supportEmail: string }) {
  return (
    <article className="legal-doc">
      <p className="legal-doc__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p>
        This notice explains what happens when you share health information with Tend
        (&quot;Tend&quot;, &quot;we&quot;, &quot;us&quot;), for example when you describe a
        condition to the AI care coach, upload a medical document, or record the conditions of the
        person you care for. Please read it before you agree.
      </p>

      <h2>1. Your consent is voluntary</h2>
      <p>
        You choose whether to upload or enter health information. You voluntarily provide any health
        information you share with Tend, and you can use many parts of the Service without sharing
        it. If you share information about another person, you confirm that you are their caregiver
        and are allowed to share it.
      </p>

      <h2>2. How we store and process it</h2>
      <p>
        Health information you share is stored and processed securely: it is encrypted in transit
        and at rest, files are kept only for your account and shown only to you, and access by our
        team is limited and logged. We use it only to provide the Service to you, for example to let
        the care coach give more relevant guidance or to pre-fill your profile. It is never sent to
        our analytics provider and never sold.
      </p>

      <h2>3. AI processing</h2>
      <p>
        To answer your questions, the content you share may be processed by an AI model provider
        acting on our behalf, under a contract that forbids any other use.
      </p>

      <h2>4. No medical advice</h2>
      <p>
        <strong>Tend does not provide medical advice, diagnosis or treatment.</strong> Information
        from Tend is general support and education. Always talk to a qualified health professional
        about health decisions, and call {HelpLines.emergency.number} in an emergency.
      </p>

      <h2>5. Withdrawing consent and deleting data</h2>
      <p>
        You can withdraw this consent at any time by deleting the information or documents, by
        deleting your account in Settings, or by asking us to delete your data at{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Withdrawal does not affect processing
        that happened before it. Requests are usually completed within about 10 business days;
        California residents&apos; requests are answered within 45 days.
      </p>

      <h2>6. Governing law</h2>
      <p>This notice is governed by the laws of the State of New Jersey, United States.</p>
    </article>
  );
}
