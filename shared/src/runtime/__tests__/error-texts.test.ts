import { ERROR_CODES, ERROR_TEXTS, LANGUAGES } from '@portal/shared/contract';
import { errorText } from '../error-text';
import { setLanguage } from '../i18n';

describe('error catalogue texts', () => {
  test.each(LANGUAGES)('every code of the catalogue has a text in %s', (language) => {
    for (const code of Object.values(ERROR_CODES)) {
      expect([code, ERROR_TEXTS[language][code]?.trim()]).toEqual([
        code,
        expect.stringMatching(/\S/),
      ]);
    }
  });

  test('when the language is Spanish, then a code reads in Spanish with its params', async () => {
    await setLanguage('es');
    expect(errorText(ERROR_CODES.invalidCredentials)).toBe('Usuario o contraseña incorrectos.');
    expect(errorText(ERROR_CODES.ticketNotFound)).toBe('Ese ticket no existe.');
    expect(errorText(ERROR_CODES.fieldTooLong, { field: 'Servidor', max: 5 })).toBe(
      '«Servidor» admite como máximo 5 caracteres.',
    );
  });

  test('when the language is English, then the same code reads in English', async () => {
    await setLanguage('en');
    expect(errorText(ERROR_CODES.ticketNotFound)).toBe('That ticket does not exist.');
  });

  test('when the code is not in the catalogue, then a generic text names it', async () => {
    await setLanguage('es');
    expect(errorText('something.new')).toBe('Algo ha fallado (something.new). Inténtalo de nuevo.');
  });
});
