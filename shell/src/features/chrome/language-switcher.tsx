import { isLanguage, LANGUAGES, setLanguage, useLanguage, useT } from '@portal/shared/runtime/i18n';

const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

export function LanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  return (
    <label className="language-switcher">
      <span>{t('language')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
