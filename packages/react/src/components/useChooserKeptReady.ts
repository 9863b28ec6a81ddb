import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Icons decoded ahead, held so the browser keeps them decoded for the real open. */
const warmIcons = new Map<string, HTMLImageElement>();

/**
 * False until the page first falls idle, then true for good: from then on the chooser stays in the
 * document while it is closed, hidden and inert (nothing painted, nothing focused or read out), so a
 * click on Connect only shows what is already built, styled and laid out. A chooser built on the
 * click made the visitor wait for its code, its elements, its styles, fonts and text shaping, and
 * its icons' decoding, which on a phone's slower CPU is most of the time to the chooser.
 */
export function useChooserKeptReady(card: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  const laidOut = useRef(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true));
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(handle);
  }, []);
  // After every render of the kept chooser: lay it out while the page is idle (the first time),
  // and decode any icon it has not shown before (a wallet announced late brings its own).
  useLayoutEffect(() => {
    if (!ready) return;
    if (!laidOut.current) {
      // Reading a size lays the card out now, while the page is idle.
      card.current?.getBoundingClientRect();
      laidOut.current = true;
    }
    for (const image of card.current?.querySelectorAll('img') ?? []) {
      if (warmIcons.has(image.src)) continue;
      const copy = new Image();
      copy.src = image.src;
      // Not every engine decodes ahead (jsdom, older WebKit): the copy still loads the icon.
      if (typeof copy.decode === 'function') copy.decode().catch(() => undefined);
      warmIcons.set(image.src, copy);
    }
  });
  return ready;
}
