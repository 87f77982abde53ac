import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';

/**
 * Where the browser goes once the account is deleted: what happened, and that a confirmation was
 * e-mailed, before the person moves on to the landing page in her own time.
 */
export default function AccountDeletedPage() {
  useEffect(() => {
    document.title = 'Account deleted · Tend';
  }, []);

  return (
    <AuthCard
      title="Your account was deleted"
      subtitle="Your account and all data have been permanently deleted."
    >
      <p>
        You have been signed out on every device. We sent a confirmation to the email address of the
        account.
      </p>
      <p>Thank you for letting Tend be part of your caregiving. You are welcome back any time.</p>
      <Link to="/" className="btn btn--primary btn--large btn--block">
        Go to the home page
      </Link>
    </AuthCard>
  );
}
