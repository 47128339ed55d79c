import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3000);

/**
 * Zod 4 probes `new Function('')` when it builds an object schema (to decide whether to compile its
 * parsers) unless `jitless` is already set. Under our CSP (no 'unsafe-eval') that probe is a reported
 * violation (a Lighthouse best-practices finding), and any module that builds a schema could trigger
 * it. Zod keeps its config on `globalThis.__zod_globalConfig`: the web build starts it as
 * `{ jitless: true }`, whatever the module order.
 */
function zodJitless(): Plugin {
  return {
    name: 'uplift:zod-jitless',
    transform: {
      filter: { id: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ },
      handler(code) {
        const from = '.__zod_globalConfig = {})';
        if (!code.includes(from))
          this.error('zod core changed: update the jitless default in vite.config.ts');
        return { code: code.replace(from, '.__zod_globalConfig = { jitless: true })'), map: null };
      },
    },
  };
}

/**
 * Browser chunks, fewer and larger where every page needs them anyway (each file costs a request and
 * compresses on its own): the framework; TanStack Query (every screen but the landing page); and the
 * small modules the root and landing page need, which nearly every screen shares.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/;
const QUERY =
  /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/](?:web[\\/]lib[\\/](?:query-client|api-error|error-toast)|domain[\\/]answer-values)\.ts$/;
const ACCOUNT =
  /[\\/]src[\\/](?:web[\\/]features[\\/](?:auth[\\/](?:lib[\\/](?:notify|auth-storage)|api[\\/]me-query|hooks[\\/]use-me)|account[\\/](?:lib[\\/]user-data-manager|hooks[\\/]use-(?:save-results|sign-out))|results[\\/]hooks[\\/]use-results-account)|domain[\\/]account)\.tsx?$/;
const SHELL =
  /[\\/](?:src[\\/](?:web[\\/](?:lib[\\/](?:storage|api-activity|next-task)|components[\\/]ui[\\/](?:button|cx|toast)|features[\\/](?:flow[\\/]hooks[\\/]use-(?:page-theme|fade-navigate)|layout[\\/]footer-visibility|dev-tools[\\/]switch|consent[\\/](?:consent-(?:store|manager|banner)|count-visit)))|domain[\\/](?:constants|consent)|content[\\/](?:flow-copy|copy|consent-copy))\.tsx?|node_modules[\\/]get-nonce[\\/]|vite[\\/]preload-helper)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [zodJitless(), tailwindcss(), reactRouter()],
  server: {
    // In development the API runs beside Vite; in production Fastify serves both.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 10 },
                { name: 'query', test: QUERY, priority: 8 },
                { name: 'shell', test: SHELL, priority: 9 },
                { name: 'account', test: ACCOUNT, priority: 7 },
                // the domain's fixed texts: the assessment needs one, and none of the account code
                { name: 'messages', test: /[\\/]src[\\/]domain[\\/]messages\.ts$/, priority: 8 },
              ],
            },
          },
        },
  },
}));
