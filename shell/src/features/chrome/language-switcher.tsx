import { isLanguage, LANGUAGES, setLanguage, useLanguage, useT } from '@portal/shared/runtime/i18n';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';

const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

export function LanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  return (
    <Field label={t('language')} className="language-switcher">
      <Select
        value={language}
        options={LANGUAGES.map((option) => ({
          value: option,
          label: LANGUAGE_NAMES[option],
          lang: option,
        }))}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      />
    </Field>
  );
}
