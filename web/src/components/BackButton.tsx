import { ArrowLeftOutlined } from '@ant-design/icons';
import './back-button.css';

/** The page header's back arrow when going back is an action rather than a link. */
export function BackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className="icon-link back-button" onClick={onClick} aria-label={label}>
      <ArrowLeftOutlined aria-hidden />
    </button>
  );
}
