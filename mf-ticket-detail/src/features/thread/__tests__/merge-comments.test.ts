import { addComment, mergeComments } from '../cache/merge-comments';

describe('mergeComments', () => {
  it('when pages overlap or arrive out of order, then each comment shows once, oldest first', () => {
    const merged = mergeComments([
      [{ _id: 3 }, { _id: 1 }],
      [{ _id: 2 }, { _id: 3 }],
    ]);
    expect(merged.map((comment) => comment._id)).toEqual([1, 2, 3]);
  });
});

describe('addComment', () => {
  it('when the comment is new, then it joins the newest page', () => {
    const result = addComment([{ data: [{ _id: 1 }] }, { data: [{ _id: 2 }] }], { _id: 4 });
    expect(result.added).toBe(true);
    expect(result.pages.map((page) => page.data.map((comment) => comment._id))).toEqual([
      [1],
      [2, 4],
    ]);
  });

  it('when any page has it already, then nothing changes', () => {
    const result = addComment([{ data: [{ _id: 1 }] }, { data: [{ _id: 2 }] }], { _id: 1 });
    expect(result.added).toBe(false);
    expect(result.pages.map((page) => page.data.length)).toEqual([1, 1]);
  });
});
