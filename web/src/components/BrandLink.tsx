import { Link } from 'react-router-dom';
import './brand-link.css';

/** Tend's mark and name, a link home: atop the landing page and the sign-in and sign-up cards. */
export function BrandLink() {
  return (
    <Link to="/" className="brand-link" aria-label="Tend home">
      <span className="brand-link__mark" aria-hidden>
        ♥
      </span>
      Tend
    </Link>
  );
}
