import { within } from '@testing-library/react';

/** The first cell's own text of each body row (without the narrow layout's column label). */
export function firstColumn(table: HTMLElement): Array<string | null | undefined> {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.lastChild?.textContent);
}
