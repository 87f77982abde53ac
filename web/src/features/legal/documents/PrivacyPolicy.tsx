import { LEGAL_LAST_UPDATED } from './legal-constants';

export function PrivacyPolicy({ supportEmail }: { supportEmail: string }) {
  return (
    <article className="legal-doc">
      <p className="legal-doc__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p>
        This Privacy Policy explains what information Tend (&quot;Tend&quot;, &quot;we&quot;,
        &quot;us&quot;) collects when you use the Tend website and web application (the
        &quot;Service&quot;), how we use and protect it, and the choices you have. We know that
        caregiving information is personal. We collect only what we need to help you.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Account information:</strong> your first and last name, e-mail address, password
          (stored only as a secure hash), and the dates you accepted our terms and consents.
        </li>
        <li>
          <strong>Profile and care information:</strong> your location and optional phone number,
          and details about the person you care for that you choose to share, such as their name,
          your relationship, health conditions and insurance type.
        </li>
        <li>
          <strong>Content you provide:</strong> messages with the AI care coach, files and health
          documents you upload, assessment answers and comments, eligibility checker answers,
          feedback and support requests.
        </li>
        <li>
          <strong>Usage data (only with your consent):</strong> page views, clicks and usage
          patterns collected by our analytics provider. Analytics never receives your health
          information, chat conversations or other sensitive data.
        </li>
        <li>
          <strong>Technical data:</strong> information needed to run and secure the Service, such as
          your browser type, IP address and security logs.
        </li>
      </ul>

      <h2>2. How we use information</h2>
      <ul>
        <li>
          to provide the Service: answer your questions, score assessments, estimate program
          eligibility and keep your history;
        </li>
        <li>to send account e-mails and, if you allow it, caregiving tips and updates;</li>
        <li>to keep the Service safe, prevent abuse and fix problems;</li>
        <li>
          to understand and improve how the Service is used (only with your analytics consent);
        </li>
        <li>to meet our legal obligations.</li>
      </ul>
      <p>
        Tend does not give medical advice, and we do not use your information to make medical
        decisions about you or the person you care for.
      </p>

      <h2>3. AI processing</h2>
      <p>
        To answer your questions, your messages and the documents you attach are sent to an AI model
        provider that processes them on our behalf under a contract that forbids using them for any
        other purpose. We do not sell your conversations and we do not let them be used to advertise
        to you.
      </p>

      <h2>4. How we share information</h2>
      <p>We do not sell your personal information. We share it only:</p>
      <ul>
        <li>
          with service providers who host, secure, e-mail and analyze the Service for us, under
          confidentiality obligations;
        </li>
        <li>when you ask us to (for example, when you choose to contact a program);</li>
        <li>when the law requires it, or to protect the safety of any person;</li>
        <li>as part of a merger or sale of our business, with notice to you.</li>
      </ul>

      <h2>5. Your choices</h2>
      <ul>
        <li>
          <strong>Analytics:</strong> turn &quot;Analytics &amp; Usage Data&quot; off at any time in
          Settings. Analytics is on by default for visitors who are not signed in.
        </li>
        <li>
          <strong>E-mail and notifications:</strong> change your communication preferences in
          Settings or use the unsubscribe link in any e-mail. Opt-out requests are usually honored
          within about 10 business days.
        </li>
        <li>
          <strong>Access, correction and deletion:</strong> you can view and edit your profile in
          the app, delete your account in Settings, or request deletion of your data by contacting
          support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </li>
      </ul>

      <h2>6. Security and retention</h2>
      <p>
        We protect your information with encryption in transit and at rest, access controls and
        monitoring. No system is perfectly secure, so please use a strong, unique password. We keep
        your information while your account is open. When you delete your account we delete your
        profile, care recipient information, conversations, assessments, saved resources and
        eligibility applications, except for records we must keep by law.
      </p>

      <h2>7. California residents</h2>
      <p>
        If you live in California you have the right to know what personal information we collect,
        use and disclose; to request its deletion or correction; to opt out of any sale or sharing
        (we do not sell personal information); and not to be treated differently for using these
        rights. Send requests to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We answer
        verified requests within 45 days.
      </p>

      <h2>8. Children</h2>
      <p>
        The Service is for adults aged 18 and over. It is not directed at children under 13, and we
        do not knowingly collect information from them. If you believe a child has given us
        information, contact us and we will delete it.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        We may update this policy. We will change the date above and, for material changes, tell you
        in the app or by e-mail before they take effect.
      </p>

      <h2>10. Governing law and contact</h2>
      <p>
        This policy is governed by the laws of the State of New Jersey, United States. Questions or
        requests: write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </article>
  );
}
