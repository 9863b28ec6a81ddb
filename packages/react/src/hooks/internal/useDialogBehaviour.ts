import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Escape and a click outside the card cancel, Tab stays inside the card, and
 * focus returns to where it was when the dialog closes.
 */
export function useDialogBehaviour(
  open: boolean,
  overlay: RefObject<HTMLElement | null>,
  card: RefObject<HTMLElement | null>,
  onCancel: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    const focusables = () => [...(card.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (card.current?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = card.current?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!card.current?.contains(event.target as Node)) onCancel();
    };
    const backdrop = overlay.current;
    window.addEventListener('keydown', onKeyDown);
    backdrop?.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      backdrop?.removeEventListener('click', onClick);
      if (previous?.isConnected) previous.focus();
    };
  }, [open, overlay, card, onCancel]);
}
