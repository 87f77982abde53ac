import { useChooseLanguage } from '../features/auth/account-language';
import { useLanguage } from './LanguageProvider';
import { Languages, type Language } from './languages';
import './language-switch.css';

/**
 * Each language by its own name, the one shown marked: on the landing page, sign-in, sign-up and
 * the footers, so a caregiver can change it before reading further; in Settings (and anywhere
 * once signed in) the choice is saved with her account.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, t } = useLanguage();
  const choose = useChooseLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.switch.label')}
      className={`language-switch${className ? ` ${className}` : ''}`}
    >
      {(Object.keys(Languages) as Language[]).map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="btn btn--link language-switch__option"
          aria-pressed={option === language}
          onClick={() => void choose(option)}
        >
          {Languages[option]}
        </button>
      ))}
    </div>
  );
}
