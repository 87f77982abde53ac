import { CheckCircleFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** How long the success screen shows before the app goes home. */
export const SIGNUP_DONE_REDIRECT_MS = 2500;

export function CompleteStep() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/'), SIGNUP_DONE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="signup-complete">
      <CheckCircleFilled className="signup-complete__icon" aria-hidden />
      <p>Welcome to Tend. Your account has been created.</p>
      <p className="muted">Taking you to your home screen...</p>
      <Link to="/login" className="btn btn--primary btn--block">
        Sign In Now
      </Link>
    </div>
  );
}
