/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field quoted when it holds a quote,
 * comma or line break, quotes doubled), for spreadsheets: UTF-8 with a byte-order mark so Excel
 * reads accents right, and every text that a spreadsheet would run as a formula made plain text.
 */

/** The byte-order mark that opens the file. */
export const CSV_BOM = '\uFEFF';

/**
 * First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"), with
 * their full-width and small forms, which some spreadsheets fold into the ASCII ones.
 */
const FORMULA_STARTS = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D', // ＝
  '\uFF0B', // ＋
  '\uFF0D', // －
  '\uFF20', // ＠
  '\uFE66', // ﹦
  '\uFE62', // ﹢
  '\uFE63', // ﹣
  '\uFE6B', // ﹫
]);

export type CsvValue = string | number | boolean | null | undefined;

/** A text that would start a formula gets a leading `'`, which spreadsheets show as plain text. */
function neutraliseFormula(text: string): string {
  const first = text[0];
  return first !== undefined && FORMULA_STARTS.has(first) ? `'${text}` : text;
}

/** One field: numbers as they are, text neutralised and quoted when RFC 4180 needs it. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * A batch's lines, appended field by field: no array per row or per line for the garbage
 * collector to sweep up a million times (it was the largest single cost of a full export).
 */
function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) {
    for (let index = 0; index < columns.length; index += 1) {
      if (index > 0) text += ',';
      text += csvField(columns[index]?.value(row));
    }
    text += '\r\n';
  }
  return text;
}

/** The whole file, a batch of rows at a time: the mark and header first, then one line per row. */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(columns.map((column) => column.header));
  for await (const rows of batches) yield csvLines(columns, rows);
}

/** A JSON array written a batch at a time: the same items a page's `data` holds. */
export async function* jsonArrayChunks<Row>(
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
    first = false;
  }
  yield ']';
}
