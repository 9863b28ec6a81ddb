/**
 * Debian's Chromium, never a downloaded browser, started with the flags this machine's
 * closed network needs (no background connections that would be refused many at a time).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags every browser the suites start gets, whoever starts it (Playwright or Lighthouse). */
export const CHROMIUM_NETWORK_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The features Playwright turns off in every Chromium it starts (`chromiumSwitches.ts` in
 * playwright-core). Chromium reads only the last `--disable-features` on its command line, so a
 * list of our own must repeat them; `test/e2e/chromium-flags.test.ts` checks it still does for the
 * Playwright installed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds a browser window for every context, and each window's address bar
 * preloads its suggestion popups as WebUI pages (`chrome://omnibox-popup.top-chrome/`), a renderer
 * each that no test ever shows. Every test opens a context, so these popups were about a third of the
 * end-to-end suite's CPU time on two cores (docs/performance.md).
 */
export const UNSHOWN_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium keeps a spare renderer process started ahead for the next page of a profile. Every test
 * opens a context of its own, which the spare of the one before cannot serve, so each context
 * started two renderers and used one: a context with a blank page took about 320 ms of CPU with the
 * spare and 270 ms without (docs/performance.md).
 */
export const UNUSED_SPARE_FEATURES = ['SpareRendererForSitePerProcess'];

/** What Playwright is given: the flags above and the features to leave off, Playwright's and ours. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_NETWORK_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI_FEATURES, ...UNUSED_SPARE_FEATURES].join(',')}`,
];
