import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** Runs axe-core (the npm package, injected into the page: nothing is downloaded) on a screen. */

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;
const axeSource = () => (source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** Rules a finding of which fails the check whatever axe calls its impact. */
const ALWAYS_REPORTED = new Set([
  'heading-order',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'label-content-name-mismatch',
]);

const OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * The serious and critical findings on the page as it is now (and those of the rules above), one
 * line each: rule, impact and the elements it names. The page needs a context that bypasses the
 * content security policy, which allows no inline script.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  // Colours are read as drawn: an overlay still fading in would measure too pale.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: await axeSource() });
  }
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options),
    OPTIONS,
  );
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        ALWAYS_REPORTED.has(violation.id),
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? 'unknown'}): ${node.target.join(' ')} — ${
            node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help
          }`,
      ),
    );
}
