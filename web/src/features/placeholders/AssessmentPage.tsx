import { SimplePage } from '../../components/SimplePage';

/** Placeholder until this screen is built (Web client part 2). */
export default function AssessmentPage() {
  return (
    <SimplePage title="Caregiver Assessment">
      <div className="placeholder-card">
        <p style={{ marginTop: 0 }}>A 10-question check-in on how you are doing.</p>
        <p className="muted" style={{ marginBottom: 0 }}>
          This part of Tend is being built.
        </p>
      </div>
    </SimplePage>
  );
}
