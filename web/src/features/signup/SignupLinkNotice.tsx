import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';

export const SignupLinkTexts = {
  existsTitle: 'You already have an account',
  exists:
    'This email address already has a Tend account, so there is nothing more to set up. Sign in to continue.',
  expiredTitle: 'This link has expired',
  expired:
    'Sign-up links work once, last 24 hours, and a newer link replaces an older one. Please ask for a new link.',
} as const;

/** Shown instead of the password step when the opened link cannot finish a sign-up. */
export function SignupLinkNotice({ status }: { status: 'account-exists' | 'expired' }) {
  if (status === 'account-exists') {
    return (
      <AuthCard title={SignupLinkTexts.existsTitle}>
        <p role="status">{SignupLinkTexts.exists}</p>
        <Link to="/login" className="btn btn--primary btn--large btn--block">
          Sign in
        </Link>
        <div className="auth-card__footer">
          <span>
            Forgot your password? <Link to="/forgot-password">Reset it</Link>
          </span>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={SignupLinkTexts.expiredTitle}>
      <p role="status">{SignupLinkTexts.expired}</p>
      <Link to="/signup?step=2" className="btn btn--primary btn--large btn--block">
        Send a new link
      </Link>
      <div className="auth-card__footer">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
