import { en } from './locales/en';

/** The app's pages in menu order: the header's links, and the first screen's (first-screen.ts). */
export const NAV = [
  ['/', en.nav.overview],
  ['/send', en.nav.send],
  ['/sign-message', en.nav.signMessage],
  ['/sign-psbt', en.nav.signPsbt],
  ['/assets', en.nav.assets],
  ['/runes', en.nav.runes],
  ['/sign-in', en.nav.signIn],
] as const;
