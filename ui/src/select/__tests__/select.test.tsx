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
