import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// One build: the storefront is the entry, the admin a lazily loaded chunk under /admin.
// In dev, /api and /uploads go to the real server (npm run dev) or to Prism (npm run dev:mock).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = mode === 'mock' ? 'http://127.0.0.1:4010' : env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
  return {
    plugins: [react()],
    server: {
      port: 5173,
      proxy: {
        // Prism checks only that the session cookie is there; in mock mode the proxy adds one so the back
        // office can be browsed without a real sign-in.
        '/api': { target, changeOrigin: false, ...(mode === 'mock' ? { headers: { cookie: 'morph_session=mock-session' } } : {}) },
        '/uploads': { target },
      },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
    },
  };
});
