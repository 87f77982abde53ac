import { Link } from 'react-router-dom';
import { SimplePage } from '../../components/SimplePage';
import { useEligibilityEnabled } from '../config/config.api';

/** The eligibility checker's frame: 'Feature Coming Soon' when the flag is off; the steps come in part 2. */
export default function EligibilityPage() {
  const enabled = useEligibilityEnabled();
  if (!enabled) {
    return (
      <main id="main" className="page-center">
        <div className="placeholder-card" style={{ maxWidth: 420, textAlign: 'center' }}>
          <h1 className="page-title">Feature Coming Soon</h1>
          <p className="muted">The eligibility checker is not available yet.</p>
          <Link to="/" className="btn btn--primary">
            Return Home
          </Link>
        </div>
      </main>
    );
  }
  return (
    <SimplePage title="Check Eligibility">
      <div className="placeholder-card">
        <p style={{ marginTop: 0 }}>See if you may qualify to be paid for the care you give.</p>
        <p className="muted" style={{ marginBottom: 0 }}>
          This part of Tend is being built.
        </p>
      </div>
    </SimplePage>
  );
}
