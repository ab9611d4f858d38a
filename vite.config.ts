import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, parseSync, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routeChunks } from './scripts/build/routeChunks';
import { pageShells } from './scripts/build/shells';

const serverUrl = process.env.VITE_DEV_SERVER_TARGET ?? 'http://localhost:8080';

/**
 * zod schema builders have no side effects, but a bundler cannot know that a top-level
 * `const s = z.object(…)` or `const t = s.nullish()` is safe to drop, so every wire schema of a
 * src module that the root store imports for one constant or function used to reach the entry
 * chunk, and zod with it. This marks each top-level initializer of a src module that imports zod
 * and mentions a schema as a pure call, so schemas nothing uses at run time are tree-shaken
 * (docs/benchmarks.md, JavaScript loaded for /).
 */
function pureZodSchemas(): Plugin {
  const schemaLike = /\bz\.|Schema\b|Field\b/;
  return {
    name: 'edgewise:pure-zod-schemas',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: /from\s*["']zod["']/ },
      handler(code) {
        // After the TypeScript and JSX transforms: plain JavaScript.
        const { program } = parseSync('module.js', code);
        const edits: { start: number; end: number }[] = [];
        for (const statement of program.body) {
          const declaration =
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { init } of declaration.declarations) {
            if (!init || (init.type !== 'CallExpression' && init.type !== 'MemberExpression'))
              continue;
            if (schemaLike.test(code.slice(init.start, init.end))) edits.push(init);
          }
        }
        if (edits.length === 0) return null;
        let out = '';
        let at = 0;
        for (const { start, end } of edits) {
          out += `${code.slice(at, start)}/* @__PURE__ */ (() => ${code.slice(start, end)})()`;
          at = end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}

/** Libraries in chunks of their own, named after them, so a deploy that changes only app code keeps them cached. */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  {
    name: 'react',
    // With the bundler's runtime and Vite's preload helper, needed as early and as rarely changed.
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/,
  },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/ },
  {
    name: 'redux',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store|@standard-schema)[\\/]/,
  },
  { name: 'axios', test: /node_modules[\\/]axios[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  // Pre-compressed .br and .gz beside each asset; the server sends them when the browser accepts them.
  plugins: [
    react(),
    tailwindcss(),
    pureZodSchemas(),
    routeChunks(fileURLToPath(new URL('./src/routes.tsx', import.meta.url))),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // After the bundle is written: each route's first render, drawn in Chromium.
    pageShells(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/hubs': { target: serverUrl, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser of the build's target but Safari 16.4-16.x preloads module scripts itself;
    // there the scripts still load, only without the early start. Keeps 0.6 KB out of the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Inlining common chunks below needs the entry's unused exports droppable.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((group) => ({ ...group, priority: 10 })),
          // A route's page loads in a few requests, not twenty: shared chunks under 32 KB of
          // source are copied into the chunks that read them (one state kept by the runtime's
          // registry). On a throttled link each request waits its turn among six connections
          // (docs/benchmarks.md, Lighthouse). Stylesheets stay files, as Vite's CSS plugin needs.
          experimentalInlineCommonChunks: {
            maxSize: 32 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
