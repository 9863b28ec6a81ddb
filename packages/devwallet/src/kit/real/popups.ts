import type { Page } from '@playwright/test';
import type { ExtensionBrowser } from './extension';

/** How a wallet's approval windows look: the page they load, and their buttons. */
export interface PopupKind {
  /** The extension page an approval window loads (`/popup.html`, `/notification.html`). */
  page: string;
  approve: RegExp;
  reject: RegExp;
}

/**
 * Every approval window the extension opens from now on, in order, each handed out once: a popup
 * that opens before anyone waits for it is kept, so a caller may start a request first and ask for
 * its popup after. Other pages of the extension (UniSat opens its home tab on its own a moment
 * after setup) are not popups.
 */
export class PopupQueue {
  private readonly waiting: Page[] = [];
  private readonly takers: ((page: Page) => void)[] = [];
  private opened = 0;

  constructor(browser: ExtensionBrowser, kind: PopupKind) {
    browser.context.on('page', (page) => {
      if (!page.url().startsWith(`${browser.origin}${kind.page}`)) return;
      this.opened++;
      const taker = this.takers.shift();
      if (taker) taker(page);
      else this.waiting.push(page);
    });
  }

  get count(): number {
    return this.opened;
  }

  /**
   * The oldest window not yet handed out and still open, else the next one to open. A window the
   * wallet closes while it loads (UniSat, now and then, just after setup) is passed over.
   */
  async next(timeout: number): Promise<Page> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const page = await this.nextOpened(Math.max(1_000, deadline - Date.now()));
      if (await this.loaded(page)) return page;
    }
  }

  private async nextOpened(timeout: number): Promise<Page> {
    for (let page = this.waiting.shift(); page; page = this.waiting.shift()) {
      if (!page.isClosed()) return page;
    }
    return await new Promise<Page>((resolve, reject) => {
      const taker = (opened: Page) => {
        clearTimeout(timer);
        resolve(opened);
      };
      const timer = setTimeout(() => {
        this.takers.splice(this.takers.indexOf(taker), 1);
        reject(new Error(`no popup from the extension within ${timeout} ms`));
      }, timeout);
      this.takers.push(taker);
    });
  }

  /** Whether the window loaded; false when the wallet closed it first. */
  private async loaded(page: Page): Promise<boolean> {
    return page.waitForLoadState('domcontentloaded').then(
      () => !page.isClosed(),
      () => false,
    );
  }
}

/**
 * The popup `action` opens. `action` is started, not awaited: it may be a `page.evaluate` that
 * settles only once the popup is answered. Its failure before any popup opens is the failure.
 */
export async function popupFor(
  queue: PopupQueue,
  action: (() => Promise<unknown>) | undefined,
  timeout: number,
): Promise<{ popup: Page; settled: Promise<unknown> }> {
  const settled = action ? action() : Promise.resolve(undefined);
  // Seen before a popup: a failed action ends the wait; its success (a click) does not.
  const failedFirst = settled.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  const popup = await Promise.race([queue.next(timeout), failedFirst]);
  return { popup, settled };
}

/** Presses the button matching `name` in the wallet's popup, once it is there and enabled. */
export async function press(popup: Page, name: RegExp | string, timeout: number) {
  const byText = typeof name === 'string' ? popup.getByText(name, { exact: true }) : popup.getByText(name);
  const byRole = popup.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
  try {
    await byRole.or(byText).first().click({ timeout });
  } catch (error) {
    // The button closes its window. On a loaded machine the window can be gone before Playwright's
    // checks after the click end ("Target page, context or browser has been closed"): the press
    // landed. Whether it did what was asked, the caller reads from the page.
    if (!popup.isClosed()) throw error;
  }
}
