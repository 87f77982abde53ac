import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { SimplePage } from '../../components/SimplePage';
import { useAuth } from '../auth/use-auth';

export const SUPER_ADMIN_ROLE = 'super_admin';

/** Super administrators only; everyone else sees 'Access Denied'. The tool itself comes in part 2. */
export default function AdminDiscoveryPage() {
  const { user } = useAuth();
  if (user?.role !== SUPER_ADMIN_ROLE) {
    return (
      <main id="main" className="page-center">
        <div className="placeholder-card" style={{ maxWidth: 460, textAlign: 'center' }}>
          <LockOutlined style={{ fontSize: 32, color: '#b3261e' }} aria-hidden />
          <h1 className="page-title">Access Denied</h1>
          <p className="muted">
            Content Discovery Management requires Super Administrator privileges.
          </p>
          <Link to="/" className="btn btn--primary">
            Return Home
          </Link>
        </div>
      </main>
    );
  }
  return (
    <SimplePage title="Content Discovery">
      <div className="placeholder-card">
        <p style={{ marginTop: 0 }}>
          <strong>Admin Only - Super User Access Required</strong>
        </p>
        <p className="muted" style={{ marginBottom: 0 }}>
          The content discovery tool is being built.
        </p>
      </div>
    </SimplePage>
  );
}
