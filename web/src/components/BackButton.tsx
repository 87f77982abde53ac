import { ArrowLeftOutlined } from '@ant-design/icons';

/** The page header's back arrow when going back is an action rather than a link. */
export function BackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className="icon-link" onClick={onClick} aria-label={label}>
      <ArrowLeftOutlined aria-hidden />
    </button>
  );
}
