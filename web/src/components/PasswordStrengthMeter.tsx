import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { PasswordRules, passwordStrength } from '@tend/contracts';
import { useLanguage } from '../i18n/LanguageProvider';
import '../i18n/parts/account';
import './password-strength.css';

/** 20 points per rule met; under 60 Weak, under 100 Good, 100 Strong; with the rules listed. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  const { t, rich } = useLanguage();
  const level = t(`password.strength.${label}`);
  return (
    <div className="pw-strength" id={id}>
      <div className="pw-strength__row">
        <div
          className={`pw-strength__bar pw-strength__bar--${label.toLowerCase()}`}
          role="meter"
          aria-label={t('password.strength.meter')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={level}
        >
          <span style={{ width: `${score}%` }} />
        </div>
        <span className="pw-strength__label">
          {rich('password.strength.label', { level, strong: (words) => <strong>{words}</strong> })}
        </span>
      </div>
      <ul className="pw-strength__rules" aria-label={t('password.rules')}>
        {PasswordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={met ? 'is-met' : undefined}>
              {met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
              <span>
                {t(`password.rule.${rule.id}`)}
                <span className="sr-only">
                  {t(met ? 'password.rule.met' : 'password.rule.notMet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
