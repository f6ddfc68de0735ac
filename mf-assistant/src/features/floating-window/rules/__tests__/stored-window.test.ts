import { readStoredWindow, storeWindow } from '../stored-window';

const KEY = 'portal.assistant.window';

afterEach(() => {
  window.localStorage.clear();
});

test('when a state was stored, then it is read back as it was', () => {
  storeWindow({ open: true, rect: { x: 10, y: 20, width: 360, height: 480 } });
  expect(readStoredWindow()).toEqual({
    open: true,
    rect: { x: 10, y: 20, width: 360, height: 480 },
  });
  storeWindow({ open: false, rect: null });
  expect(readStoredWindow()).toEqual({ open: false, rect: null });
});

test.each([
  ['nothing', null],
  ['not JSON', '{open'],
  ['no open flag', '{"rect":null}'],
  ['a text flag', '{"open":"yes","rect":null}'],
  ['a rect missing its height', '{"open":true,"rect":{"x":1,"y":2,"width":3}}'],
  ['a rect in text', '{"open":true,"rect":{"x":"1","y":2,"width":3,"height":4}}'],
])('when what is stored is %s, then the widget starts closed in the corner', (_what, text) => {
  if (text !== null) window.localStorage.setItem(KEY, text);
  expect(readStoredWindow()).toEqual({ open: false, rect: null });
});
