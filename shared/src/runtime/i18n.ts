import {
  DEFAULT_LANGUAGE,
  ERROR_TEXTS,
  LANGUAGES,
  type Language,
  type LocalizedText,
} from '@portal/shared/contract';
import i18next, { type i18n as I18nInstance, type TOptions } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { globalSingleton } from './global-singleton';
import { COMMON_TRANSLATIONS } from './i18n-common';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/shared/contract';

export const COMMON_NAMESPACE = 'common';
/** The texts of the contract's error codes (`ERROR_TEXTS`); read them with `errorText`. */
export const ERRORS_NAMESPACE = 'errors';

export type TranslationResources = Record<Language, Record<string, unknown>>;

/** A remote's text key as `t` asks for it: plural forms (`x_one`, `x_other`) by `x` and a `count`. */
export type PluralBase<K> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K;

type Texts = Readonly<Record<string, unknown>>;
/** Every group's keys together: the union of the groups turned into their intersection. */
type AllOf<Group> = (Group extends unknown ? (join: Group) => void : never) extends (
  join: infer All,
) => void
  ? All
  : never;
type Joined<Groups extends readonly Texts[]> = AllOf<Groups[number]>;

/**
 * One namespace's texts from its feature groups. A key in two groups would silently take the
 * later group's text (the admin panel's tickets filter once read "Cerrado" from the incident
 * log), so a repeated key throws as the texts load: in the remote's first test.
 */
export function joinTexts<const Groups extends readonly Texts[]>(
  ...groups: Groups
): Joined<Groups> {
  const joined: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [key, text] of Object.entries(group)) {
      if (key in joined) throw new Error(`The text key "${key}" is defined twice`);
      joined[key] = text;
    }
  }
  return joined as Joined<Groups>;
}

const STORAGE_KEY = 'portal.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The user's explicit choice, if any (so the server's default only applies when there is none). */
export function getStoredLanguage(): Language | null {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

function createI18n(): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: getStoredLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE, ERRORS_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      es: { [COMMON_NAMESPACE]: COMMON_TRANSLATIONS.es, [ERRORS_NAMESPACE]: ERROR_TEXTS.es },
      en: { [COMMON_NAMESPACE]: COMMON_TRANSLATIONS.en, [ERRORS_NAMESPACE]: ERROR_TEXTS.en },
    },
    // Resources are bundled, so `t` works right after this call.
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The one i18next instance of the page, shared by the shell and every remote. */
export const i18n: I18nInstance = globalSingleton('i18n', createI18n);

/** Registers a remote's own namespace (idempotent; later calls extend earlier ones). */
export function addRemoteTranslations(namespace: string, resources: TranslationResources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

export function getLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches language; `remember` stores it as the user's choice. */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) window.localStorage.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/** Translation outside React (api client, socket). */
export function translate(key: string, options?: TOptions): string {
  return i18n.t(key, { ns: COMMON_NAMESPACE, ...options });
}

/** `t` bound to a namespace; re-renders on language change. */
export function useT(namespace: string = COMMON_NAMESPACE) {
  return useTranslation(namespace, { i18n }).t;
}

/** A `t` limited to one namespace's keys; the same function until the language changes. */
export type TextsT<Key extends string> = (key: Key, options?: Record<string, unknown>) => string;

/**
 * One front end's texts in its namespace: `register` adds them to the page's i18next instance
 * (idempotent: an exposed module and the standalone entry may both call it), `useTexts` is `t` of
 * that namespace limited to their keys, stable until the language changes so memos may use it.
 */
export function namespaceTexts<Key extends string>(
  namespace: string,
  resources: TranslationResources,
): { register: () => void; useTexts: () => TextsT<Key> } {
  return {
    register: () => addRemoteTranslations(namespace, resources),
    useTexts: () => {
      const t = useT(namespace);
      return useCallback<TextsT<Key>>((key, options) => t(key, options), [t]);
    },
  };
}

/** Current language; re-renders on change. */
export function useLanguage(): Language {
  const { i18n: bound } = useTranslation(COMMON_NAMESPACE, { i18n });
  return isLanguage(bound.resolvedLanguage) ? bound.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Picks the current language from an entity's bilingual text, falling back to Spanish. */
export function useLocalized(): (text: LocalizedText) => string {
  const language = useLanguage();
  return useCallback((text: LocalizedText) => text[language] || text[DEFAULT_LANGUAGE], [language]);
}
