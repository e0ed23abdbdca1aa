import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium keeps only the last `--disable-features`, so this repeats playwright-core's own list
 * (its chromiumSwitches) before adding the omnibox popup: a page of its own, some three hundred
 * files, that Chromium otherwise loads in every new window (every test's profile, every benchmark
 * run), though a headless window shows no omnibox.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * No sandbox (the tests run as root in a container), shared memory in /tmp, and nothing that
 * reaches out to the network or waits on a first-run prompt.
 */
const SWITCHES = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * Debian's headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium) with the switches of the
 * browser tests and the browser benchmark, and the caller's own (how it draws).
 */
export function launchChromium(switches: readonly string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...SWITCHES, ...switches],
  });
}
