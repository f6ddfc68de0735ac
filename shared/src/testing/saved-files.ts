/** jsdom's Blob has no `text()`. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/**
 * Catches the files a test's downloads save (jsdom saves nothing): their names and texts, in
 * order. Call in `beforeEach`; `jest.restoreAllMocks()` undoes the link spy.
 */
export function catchSavedFiles(): Array<{ name: string; text: Promise<string> }> {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:file-${files.size}`;
    files.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const file = files.get(this.getAttribute('href') ?? '');
    saved.push({ name: this.download, text: file ? readText(file) : Promise.resolve('') });
  });
  return saved;
}
