import { SimplePage } from '../../components/SimplePage';

/** Placeholder until this screen is built (Web client part 2). */
export default function CoachPage() {
  return (
    <SimplePage title="AI Care Coach">
      <div className="placeholder-card">
        <p style={{ marginTop: 0 }}>Your care coach conversations will appear here.</p>
        <p className="muted" style={{ marginBottom: 0 }}>
          This part of Tend is being built.
        </p>
      </div>
    </SimplePage>
  );
}
