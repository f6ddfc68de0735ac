import { findLeaks } from '../testing/json-leaks';

const rules = { forbiddenTexts: ['Elena Navarro', 'SECRET'], otherAccountIds: new Set([7]) };

describe('findLeaks', () => {
  test('when a document is clean, then nothing is reported', () => {
    const clean = {
      _id: 7,
      createdBy: { visualId: 'a1b2', isStaff: true, name: 'Soporte' },
      lastReads: { a1b2: 3 },
      comments: [{ _id: 9, message: 'hola', ticketId: 7 }],
    };
    expect(findLeaks(clean, rules)).toEqual([]);
  });

  test('when names, staff-only text or ids hide at any depth, then each is reported with its path', () => {
    const leaky = {
      data: [
        {
          createdBy: { visualId: 'a1b2', isStaff: true, _id: 7, power: 10 },
          messages: ['ok', 'asignado por elena navarro'],
          lastReads: { '7': 1 },
          meta: { authorId: 7, SECRET: true },
        },
      ],
    };
    expect(findLeaks(leaky, rules)).toEqual([
      '$.data[0].createdBy._id: an account shows "_id"',
      '$.data[0].createdBy.power: an account shows "power"',
      '$.data[0].messages[1]: contains "Elena Navarro"',
      '$.data[0].lastReads.7: an account id is used as a key',
      '$.data[0].meta.authorId: an account id field',
      '$.data[0].meta.SECRET (key): contains "SECRET"',
    ]);
  });
});
