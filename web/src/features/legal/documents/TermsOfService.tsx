import { HelpLines } from '@tend/contracts';
import { LEGAL_LAST_UPDATED } from './legal-constants';

export function TermsOfService({ supportEmail }: { supportEmail: string }) {
  return (
    <article className="legal-doc">
      <p className="legal-doc__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
      <p>
        Welcome to Tend. These Terms of Service (the &quot;Terms&quot;) are an agreement between you
        and Tend (&quot;Tend&quot;, &quot;we&quot;, &quot;us&quot;) about your use of the Tend
        website and web application, including the AI care coach, the caregiver burden
        self-assessment, the eligibility checker, notifications and any related features (together,
        the &quot;Service&quot;). Please read them carefully. By creating an account or using the
        Service you agree to these Terms. If you do not agree, please do not use the Service.
      </p>

      <h2>1. Who may use Tend</h2>
      <p>
        You must be at least 18 years old to create an account or use the Service. By using Tend you
        confirm that you are 18 or older and able to enter into a binding agreement. Tend is
        designed for family and personal caregivers in the United States.
      </p>

      <h2>2. Alpha release</h2>
      <p>
        Tend is an alpha release. Features are experimental, may change or be removed without
        notice, and may not work as expected. We appreciate your patience and your feedback while we
        improve the Service.
      </p>

      <h2>3. No medical advice</h2>
      <p>
        <strong>Tend does not give medical advice.</strong> The AI care coach, assessment results,
        eligibility estimates, articles and every other piece of content in the Service are for
        general information and emotional and practical support only. They are not a diagnosis,
        treatment or a substitute for the advice of a doctor, nurse, pharmacist, lawyer, benefits
        counselor or other qualified professional. Always ask a qualified health professional about
        any medical question or condition, and never ignore or delay professional advice because of
        something you read in Tend.
      </p>
      <p>
        <strong>In an emergency, call {HelpLines.emergency.number}</strong> or your local emergency
        number right away. Tend is not monitored in real time and cannot send help.
      </p>

      <h2>4. AI-generated content</h2>
      <p>
        The care coach uses artificial intelligence to write its answers. AI can be wrong,
        incomplete or out of date, even when it sounds confident. Check important information with a
        professional before you act on it. You are responsible for the decisions you make about your
        own care and the care of the person you support.
      </p>

      <h2>5. Eligibility estimates</h2>
      <p>
        The eligibility checker gives an estimate based only on the answers you provide. It is not
        an application, a determination or a promise of benefits. Payment amounts mentioned in the
        Service (for example, up to $2,000 per month or up to $18.50 per hour) are examples of what
        some programs may pay; actual eligibility and amounts are decided only by the agency that
        runs each program and vary by state.
      </p>

      <h2>6. Your account</h2>
      <p>
        You agree to give accurate information, keep your password private and tell us promptly at{' '}
        {supportEmail} if you think someone else has used your account. You are responsible for
        activity under your account. You may delete your account at any time in Settings.
      </p>

      <h2>7. Information you share</h2>
      <p>
        You keep ownership of the messages, documents and other content you put into Tend. You give
        us a limited license to store, process and display that content only to provide and improve
        the Service for you, as described in our Privacy Policy. Only upload information you have
        the right to share. If you upload health information about another person, you confirm that
        you are their caregiver and are permitted to share it.
      </p>

      <h2>8. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>break any law or anyone&apos;s rights while using the Service;</li>
        <li>
          upload malware, or try to gain access to accounts, systems or data that are not yours;
        </li>
        <li>
          overload, scrape or interfere with the Service, or get around its security or rate limits;
        </li>
        <li>use the Service to harass, threaten or harm anyone;</li>
        <li>
          pretend to be someone else or misrepresent your relationship to the person you care for.
        </li>
      </ul>

      <h2>9. Communications</h2>
      <p>
        We send e-mails needed to run your account (such as verification and security messages).
        With your permission we may also send tips and updates. You can opt out of optional messages
        at any time through Settings or the unsubscribe link in any e-mail; opt-out requests are
        usually honored within about 10 business days.
      </p>

      <h2>10. Third-party services and content</h2>
      <p>
        Tend may link to or summarize information from government agencies, non-profit organizations
        and other third parties. We do not control and are not responsible for their content,
        services or policies.
      </p>

      <h2>11. Changes and termination</h2>
      <p>
        We may update these Terms. When we make material changes we will update the date above and,
        where appropriate, notify you in the app or by e-mail. If you keep using Tend after a change
        takes effect, you accept the new Terms. We may suspend or close accounts that break these
        Terms or put others at risk. You may stop using Tend and delete your account at any time.
      </p>

      <h2>12. Disclaimers</h2>
      <p>
        The Service is provided &quot;as is&quot; and &quot;as available&quot;, without warranties
        of any kind, express or implied, including warranties of accuracy, fitness for a particular
        purpose and non-infringement, to the fullest extent the law allows.
      </p>

      <h2>13. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Tend and its team are not liable for any indirect,
        incidental, special, consequential or punitive damages, or for any loss arising from
        reliance on information in the Service. Our total liability for any claim about the Service
        is limited to one hundred US dollars (US$100).
      </p>

      <h2>14. Governing law</h2>
      <p>
        These Terms are governed by the laws of the State of New Jersey, United States, without
        regard to its conflict-of-law rules. Any dispute will be brought in the state or federal
        courts located in New Jersey, and you and Tend consent to their jurisdiction.
      </p>

      <h2>15. Contact</h2>
      <p>
        Questions about these Terms? Write to us at{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </article>
  );
}
