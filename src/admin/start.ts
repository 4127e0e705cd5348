// The back office's door from the one entry (src/main.tsx): a chunk of its own holding the list of the files the
// back office preloads (some 45 names), which would otherwise sit in the script every shopper's first visit
// downloads (tests/unit/storefront-size.test.ts). One small request more before the back office starts.
export const loadAdminApp = () => import('./app');
