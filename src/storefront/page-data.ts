/**
 * The data the server rendered the page with (`<script type="application/json" id="page-data">`, written by
 * src/server/seo/head.ts): react-query's dehydrated cache of the page's catalogue answers. The app's query
 * client starts with it, so hydration renders exactly what the server sent and asks for none of it again.
 * Read once; anything malformed is ignored (the page then asks as usual, and React renders it afresh).
 */
import type { DehydratedState } from '@tanstack/react-query';

export function serverState(doc: Document | undefined = globalThis.document): DehydratedState | undefined {
  const text = doc?.getElementById('page-data')?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed &&
      typeof parsed === 'object' &&
      Array.isArray((parsed as DehydratedState).queries) &&
      Array.isArray((parsed as DehydratedState).mutations)
    )
      return parsed as DehydratedState;
  } catch {
    // Not JSON: ignored.
  }
  return undefined;
}
