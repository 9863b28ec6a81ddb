import { familyById } from '@satchel/core/connectors';
import type { ApprovalQueue, PendingApproval } from './approvals';
import type { Family } from './config';
import { DEV_WALLET_FAMILIES } from './families/table';

/**
 * The name of the wallet a request came to: a named family's from core's wallet table, the Dev
 * Wallet's own identities' from their entries; the id itself for anything else.
 */
export function familyName(family: string): string {
  return (
    familyById(family)?.name ??
    (Object.hasOwn(DEV_WALLET_FAMILIES, family) ? DEV_WALLET_FAMILIES[family as Family].name : undefined) ??
    family
  );
}

/** Styles live inside the shadow root, so nothing leaks into (or from) the host page. */
const STYLES = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start;
  justify-content: flex-end; padding: 16px; pointer-events: none; font: 14px/1.4 system-ui, sans-serif; }
.card { pointer-events: auto; width: 360px; max-height: calc(100vh - 32px); overflow: auto; background: #fff;
  color: #181818; border-radius: 16px; box-shadow: 0 8px 48px rgba(0,0,0,.3); padding: 16px; box-sizing: border-box; }
.brand { font-size: 12px; color: #555; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 0 0 8px; }
dl { margin: 0 0 12px; display: grid; grid-template-columns: auto 1fr; gap: 4px 8px; }
dt { font-weight: 600; color: #444; }
dd { margin: 0; word-break: break-all; white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 12px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: 500 14px system-ui, sans-serif; border-radius: 10px; padding: 8px 16px; cursor: pointer; border: 1px solid #181818; }
.approve { background: #181818; color: #fff; }
.reject { background: #fff; color: #181818; }
.queue { font-size: 12px; color: #555; margin: 8px 0 0; }
@media (prefers-color-scheme: dark) { .card { background: #1f1f1f; color: #f2f2f2; } dt, .brand, .queue { color: #bbb; }
  .reject { background: #1f1f1f; color: #f2f2f2; border-color: #f2f2f2; } .approve { background: #f2f2f2; color: #181818; } }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; testId?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.testId) node.setAttribute('data-testid', props.testId);
  return node;
}

/**
 * The approval popup a person clicks when `autoApprove` is off. Built with DOM APIs and
 * `textContent` only (what is asked is untrusted page input) inside an open shadow root.
 */
export class ApprovalOverlay {
  private host: HTMLElement | undefined;
  private root: ShadowRoot | undefined;

  constructor(private readonly queue: ApprovalQueue) {
    queue.onChange(() => this.render());
  }

  private mount(): ShadowRoot | undefined {
    if (this.root && this.host?.isConnected) return this.root;
    const parent = document.body ?? document.documentElement;
    if (!parent) return undefined;
    this.host = document.createElement('satchel-devwallet-overlay');
    this.host.setAttribute('data-testid', 'devwallet-overlay');
    this.root = this.host.attachShadow({ mode: 'open' });
    // A constructed stylesheet is CSSOM, which a strict Content-Security-Policy (no inline
    // styles, like the app's own) still allows; a <style> element would be blocked there.
    if (
      'adoptedStyleSheets' in this.root &&
      typeof CSSStyleSheet === 'function' &&
      'replaceSync' in CSSStyleSheet.prototype
    ) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
      this.root.adoptedStyleSheets = [sheet];
    } else {
      const style = document.createElement('style');
      style.textContent = STYLES;
      this.root.append(style);
    }
    parent.append(this.host);
    return this.root;
  }

  render(): void {
    const current = this.queue.current();
    if (!current) {
      this.host?.remove();
      this.host = undefined;
      this.root = undefined;
      return;
    }
    if (!document.body && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this.render(), { once: true });
      return;
    }
    const root = this.mount();
    if (!root) return;
    for (const child of [...root.children]) if (child.tagName !== 'STYLE') child.remove();
    root.append(this.card(current));
  }

  private card(request: PendingApproval): HTMLElement {
    const backdrop = element('div', { className: 'backdrop' });
    const card = element('div', { className: 'card' });
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-label', request.title);
    card.append(
      element('p', {
        className: 'brand',
        text: `Satchel Dev Wallet · as ${familyName(request.family)}`,
      }),
      element('h2', { text: request.title, testId: 'devwallet-title' }),
    );
    const list = element('dl', { testId: 'devwallet-details' });
    list.append(element('dt', { text: 'Method' }), element('dd', { text: request.method }));
    for (const [label, value] of request.details) {
      list.append(element('dt', { text: label }), element('dd', { text: value }));
    }
    card.append(list);
    const actions = element('div', { className: 'actions' });
    const reject = element('button', { className: 'reject', text: 'Reject', testId: 'devwallet-reject' });
    const approve = element('button', { className: 'approve', text: 'Approve', testId: 'devwallet-approve' });
    reject.type = 'button';
    approve.type = 'button';
    reject.addEventListener('click', () => this.queue.decide(false, request.id));
    approve.addEventListener('click', () => this.queue.decide(true, request.id));
    actions.append(reject, approve);
    card.append(actions);
    const waiting = this.queue.pending().filter((p) => p.state === 'waiting').length;
    if (waiting > 1)
      card.append(element('p', { className: 'queue', text: `${waiting - 1} more request(s) waiting` }));
    backdrop.append(card);
    return backdrop;
  }
}
