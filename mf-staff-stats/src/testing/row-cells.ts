import { within } from '@testing-library/react';

/** Each body row's cells, by their own text (without the narrow layout's column labels). */
export function rowCells(table: HTMLElement): Array<Array<string | null | undefined>> {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.lastChild?.textContent));
}
