import { CSV_BOM, csvChunks, csvField, csvLine, jsonArrayChunks } from '../csv';

async function* batches<Row>(...lists: Row[][]): AsyncGenerator<Row[]> {
  yield* lists;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe('csvField', () => {
  test.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+SUM(1)', "'+SUM(1)"],
    ['-2+3', "'-2+3"],
    ['@x', "'@x"],
    ['\t=1', "'\t=1"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠x', "'＠x"],
    ['﹦1', "'﹦1"],
  ])('when a text starts a formula (%j), then it gets a leading quote', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['\rx', '"\'\rx"'],
    ['=1,"2"', '"\'=1,""2"""'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('when a text is %j, then RFC 4180 writes it as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  test('when a value is a number, a flag or missing, then it is written as such', () => {
    expect(csvLine([12, true, null, undefined, 'x'])).toBe('12,true,,,x\r\n');
  });
});

describe('file chunks', () => {
  test('when rows come in batches, then the CSV has the mark, the header and a CRLF line per row', async () => {
    const columns = [
      { header: 'id', value: (row: { id: number }) => row.id },
      { header: 'half', value: (row: { id: number }) => row.id / 2 },
    ];
    expect(await text(csvChunks(columns, batches([{ id: 1 }], [], [{ id: 4 }])))).toBe(
      `${CSV_BOM}id,half\r\n1,0.5\r\n4,2\r\n`,
    );
  });

  test('when rows come in batches (some empty), then the JSON is one array of them all', async () => {
    expect(
      JSON.parse(await text(jsonArrayChunks(batches([], [{ a: 1 }], [], [{ a: 2 }, { a: 3 }])))),
    ).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(await text(jsonArrayChunks(batches()))).toBe('[]');
  });
});
