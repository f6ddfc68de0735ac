import { joinTexts } from '../i18n';

describe('joinTexts', () => {
  it('joins the groups of a namespace, nested keys kept as they are', () => {
    expect(joinTexts({ open: 'Abierto' }, { report: { warning: 'Cuidado' } })).toEqual({
      open: 'Abierto',
      report: { warning: 'Cuidado' },
    });
  });

  it('refuses a key two groups define, which would show the later group’s text', () => {
    expect(() => joinTexts({ statusClosed: 'Cerrados' }, { statusClosed: 'Cerrado' })).toThrow(
      'The text key "statusClosed" is defined twice',
    );
  });
});
