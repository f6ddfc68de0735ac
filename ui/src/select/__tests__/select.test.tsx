import { render, screen, within } from '@testing-library/react';
import { Select } from '../select';

test('options with a group are listed under it, the others stay at the top level', () => {
  render(
    <Select
      aria-label="Group"
      placeholder="Choose…"
      options={[
        { value: 'web', label: 'Web support', group: 'Support' },
        { value: 'cheat', label: 'Cheating', group: 'Reports' },
        { value: 'ingame', label: 'In-game support', group: 'Support' },
        { value: 'other', label: 'Other' },
      ]}
    />,
  );
  const support = screen.getByRole('group', { name: 'Support' });
  expect(
    within(support)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Web support', 'In-game support']);
  expect(within(screen.getByRole('group', { name: 'Reports' })).getByRole('option')).toHaveValue(
    'cheat',
  );
  expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
    '',
    'web',
    'ingame',
    'cheat',
    'other',
  ]);
});

test("an option in another language than the page's carries its lang", () => {
  render(
    <Select
      aria-label="Language"
      options={[
        { value: 'es', label: 'Español', lang: 'es' },
        { value: 'en', label: 'English', lang: 'en' },
        { value: 'auto', label: 'Automático' },
      ]}
    />,
  );
  expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
  expect(screen.getByRole('option', { name: 'Automático' })).not.toHaveAttribute('lang');
});
