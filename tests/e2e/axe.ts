// Accessibility checks folded into the journeys: an axe scan of the page as the journey leaves it (a dialog open, a
// phone drawer shown) reports no serious or critical violation. Next's dev overlay portal is not the app's markup.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious and critical violations on the page as it is now, one readable line per rule with up to five targets. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours half-way through a transition (a toast fading in or out, a dialog opening) are not what anyone reads:
  // let running animations and transitions finish first (bounded: an endless spinner must not stall the scan).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
      timeout: 2_000,
    })
    .catch(() => undefined);
  // A toast on its way out is leaving the page; its fading colours are not a contrast the user is asked to read.
  const results = await new AxeBuilder({ page }).exclude('nextjs-portal').exclude('[data-slot="toast"][data-state="closed"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
}

/** Soft assertion (the journey goes on, the test still fails): no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const report = await seriousViolations(page);
  expect.soft(report, `${what}: axe\n${report.join('\n')}`).toEqual([]);
}
