/**
 * axe-core in the journeys: the serious and critical violations on the page as it is now, one line per element
 * (at most 8 per rule) with axe's reason, e.g. "serious color-contrast at .x: Element has insufficient color
 * contrast of 3.63 (… #ffffff …)".
 *
 * Every rule still runs on every element, but only violations are gathered in full (axe's `resultTypes`): the
 * passing and inapplicable elements, thousands on a back-office screen, were collected, serialised and sent back
 * on every scan, and the journeys read none of them. That was about a fifth of a scan's CPU, in the browser and in
 * Playwright's worker alike (accessibility.spec.ts: 124 → 107 CPU-s, its two servers' start included).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG 2.2 A and AA, and axe's best practices. */
export const WCAG_AND_BEST_PRACTICE = [...WCAG, 'best-practice'];

export async function seriousViolations(
  page: Page,
  tags: string[] = WCAG_AND_BEST_PRACTICE,
): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.slice(0, 8).map((n) => {
        const reason = [...n.any, ...n.all, ...n.none].map((check) => check.message).find(Boolean) ?? v.help;
        return `${v.impact} ${v.id} at ${n.target.join(' ')}: ${reason}`;
      }),
    );
}
