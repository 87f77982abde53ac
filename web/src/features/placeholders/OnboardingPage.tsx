import { SimplePage } from '../../components/SimplePage';

/** Placeholder until this screen is built (Web client part 2). */
export default function OnboardingPage() {
  return (
    <SimplePage title="Onboarding">
      <div className="placeholder-card">
        <p style={{ marginTop: 0 }}>Tell us about you and the person you care for.</p>
        <p className="muted" style={{ marginBottom: 0 }}>
          This part of Tend is being built.
        </p>
      </div>
    </SimplePage>
  );
}
