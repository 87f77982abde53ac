import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <main id="main" className="page-center">
      <div className="not-found-card">
        <h1 className="page-title">404 Page Not Found</h1>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Link to="/" className="text-button">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
