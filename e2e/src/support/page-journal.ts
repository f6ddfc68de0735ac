import type { BrowserContext, Page } from 'playwright-core';

const KEPT_LINES = 80;

/**
 * What the pages of a journey did, kept to be printed when it fails: a CI log then says where the
 * page was, which dialogs and notices it showed, and the calls, live events and errors before it.
 */
export class PageJournal {
  private lines: string[] = [];
  private started = Date.now();

  /** Starts a new test's journal. */
  reset(): void {
    this.lines = [];
    this.started = Date.now();
  }

  /** Records the API calls, live events, navigations and errors of every page `context` opens. */
  watch(context: BrowserContext): void {
    context.on('page', (page) => this.watchPage(page));
  }

  private note(page: Page, text: string): void {
    const path = new URL(page.url() || 'about:blank').pathname;
    this.lines.push(`+${Date.now() - this.started} ms [${path}] ${text}`);
    if (this.lines.length > KEPT_LINES) this.lines.shift();
  }

  private watchPage(page: Page): void {
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (isApi(request.url())) this.note(page, `> ${request.method()} ${request.url()}`);
    });
    page.on('response', (response) => {
      if (isApi(response.url())) this.note(page, `< ${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      this.note(page, `failed ${request.url()}: ${request.failure()?.errorText}`);
    });
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) =>
        this.note(page, `live ${String(payload).slice(0, 160)}`),
      );
      socket.on('close', () => this.note(page, 'live connection closed'));
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        this.note(page, `console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.note(page, `page error: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.note(page, `at ${frame.url()}`);
    });
  }

  /** Each open page's address, dialogs and notices, then the journal. */
  async describe(pages: readonly Page[]): Promise<string> {
    const shown = await Promise.all(
      pages.map(async (page) => {
        const layers = await page
          .locator('[role=dialog], [role=alertdialog], [role=status], .portal-toast-message')
          .evaluateAll((elements) =>
            elements.map((element) => {
              const labelledBy = element.getAttribute('aria-labelledby');
              const name = labelledBy
                ? document.getElementById(labelledBy)?.textContent
                : element.textContent;
              return `  ${element.getAttribute('role') ?? 'notice'}: ${(name ?? '').trim().slice(0, 120)}`;
            }),
          )
          .then((layers) => layers.filter((layer) => !layer.endsWith(': ')))
          .catch((error: Error) => [`  (unreadable: ${error.message})`]);
        return [`page ${page.url()}`, ...layers].join('\n');
      }),
    );
    return [...shown, 'journal:', ...this.lines].join('\n');
  }
}
