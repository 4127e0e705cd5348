/**
 * axe-core in the journeys: the serious and critical violations on the page as it is now, one line per element
 * (at most 8 per rule) with axe's reason, e.g. "serious color-contrast at .x: Element has insufficient color
 * contrast of 3.63 (… #ffffff …)".
 *
 * axe-core runs in the page itself, put there once per document: `@axe-core/playwright`'s builder injected its
 * 1.3 MB source into the page twice per scan, then opened a blank page (a new renderer) to inject it a third time
 * and assemble the results there, a design for pages with frames from other origins, which the shop has none of.
 * That was three quarters of what a scan cost (the Arabic back office's walk at 1366 px: 121 → 86 CPU-s, its
 * two servers' start included). Only violations are gathered in full (`resultTypes`): the passing and
 * inapplicable elements, thousands on a back-office screen, are neither collected nor sent back.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG 2.2 A and AA, and axe's best practices. */
export const WCAG_AND_BEST_PRACTICE = [...WCAG, 'best-practice'];

type AxeWindow = Window & { axe?: typeof axe };

export async function seriousViolations(
  page: Page,
  tags: string[] = WCAG_AND_BEST_PRACTICE,
): Promise<string[]> {
  // A navigation starts a new document without it; a route change inside the app keeps it.
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (values) => {
    const { violations } = await (window as AxeWindow).axe!.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 8).map(({ target, any, all, none }) => ({
        target: target.map(String),
        reason: [...any, ...all, ...none].map((check) => check.message).find(Boolean),
      })),
    }));
  }, tags);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id} at ${n.target.join(' ')}: ${n.reason ?? v.help}`),
    );
}
