import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { PasswordRules, passwordStrength } from '@tend/contracts';
import './password-strength.css';

/** 20 points per rule met; under 60 Weak, under 100 Good, 100 Strong; with the rules listed. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="pw-strength" id={id}>
      <div className="pw-strength__row">
        <div
          className={`pw-strength__bar pw-strength__bar--${label.toLowerCase()}`}
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={label}
        >
          <span style={{ width: `${score}%` }} />
        </div>
        <span className="pw-strength__label">
          Strength: <strong>{label}</strong>
        </span>
      </div>
      <ul className="pw-strength__rules" aria-label="Password requirements">
        {PasswordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={met ? 'is-met' : undefined}>
              {met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
              <span>
                {rule.message}
                <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
