// The back office's door from the one entry (src/main.tsx): a chunk of its own holding the list of the files the
// back office preloads (some 45 names), which would otherwise sit in the script every shopper's first visit
// downloads (tests/unit/storefront-size.test.ts). One small request more before the back office starts. It
// renders the app too, so that the entry holds no React (a shopper's first screen loads without it).
import { createRoot } from 'react-dom/client';

export async function startAdmin(element: HTMLElement): Promise<void> {
  const { default: AdminApp } = await import('./app');
  createRoot(element).render(<AdminApp />);
}
