/**
 * axe-core over the rendered page, for the cart, checkout, login and policy tests. Colour contrast needs a real
 * layout engine, so it is left to the browser journeys.
 */
import axe from 'axe-core';

export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
