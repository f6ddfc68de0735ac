import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/contract';
import i18next, { type TFunction } from 'i18next';

/**
 * The sentences the server writes itself (an assistant answer, an incident file) in each language:
 * one i18next instance per namespace, Spanish when a text is missing. Values are inserted as they
 * are: the caller has already made them safe for what it writes (Markdown, a prompt).
 */
export function fixedTexts<Namespace extends string>(
  namespace: Namespace,
  texts: Record<Language, Record<string, string>>,
): (lang: Language) => TFunction<Namespace> {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: { es: { [namespace]: texts.es }, en: { [namespace]: texts.en } },
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: namespace,
    interpolation: { escapeValue: false },
  });
  return (lang) => instance.getFixedT(lang, namespace);
}
