// Text made safe inside an HTML element or a double-quoted attribute: the server's page heads
// (src/server/seo/head.ts) and the home page's first screen (home-shell.ts) write admin and shop words with it.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
