import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** Icons decoded ahead, held so the browser keeps them decoded for the real open. */
const warmIcons = new Map<string, HTMLImageElement>();

/**
 * Renders and lays the chooser out once, unseen, when the page first falls idle, and removes it in
 * the same task (nothing is painted, nothing can be focused or read out). A first open in a fresh
 * page otherwise pays for what a second one does not: compiling the chooser's code, matching its
 * styles, loading its fonts, shaping its text and decoding its icons, while the visitor waits
 * after the click. True during that one render.
 */
export function useChooserRehearsal(card: RefObject<HTMLElement | null>): boolean {
  const [rehearsing, setRehearsing] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setRehearsing(true));
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setRehearsing(true), 200);
    return () => clearTimeout(handle);
  }, []);
  useLayoutEffect(() => {
    if (!rehearsing) return;
    // Reading a size lays the card out now, while the page is idle.
    card.current?.getBoundingClientRect();
    for (const image of card.current?.querySelectorAll('img') ?? []) {
      if (warmIcons.has(image.src)) continue;
      const copy = new Image();
      copy.src = image.src;
      // Not every engine decodes ahead (jsdom, older WebKit): the copy still loads the icon.
      if (typeof copy.decode === 'function') copy.decode().catch(() => undefined);
      warmIcons.set(image.src, copy);
    }
    setRehearsing(false);
  }, [rehearsing, card]);
  return rehearsing;
}
