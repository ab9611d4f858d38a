import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The server's folders: its modules, and the shared infrastructure (http, db, plugins) that is no
// module (docs/architecture.md "Server modules").
const serverInfrastructure = ['http', 'db', 'plugins'];
const serverFolders = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverModules = serverFolders.filter((f) => !serverInfrastructure.includes(f));

// The server never reaches into the web app: what both sides share is domain/.
const serverPatterns = [
  {
    regex: '^@/',
    message: 'server/ never imports the web app (src/); shared code is domain/.',
  },
  {
    regex: '(\\.\\./)+src/',
    message: 'server/ never imports the web app (src/); shared code is domain/.',
  },
];

/**
 * An import, from a file `depth` folders below server/ in `folder`, of a file inside another
 * module than the file's own (anything but its door: the module's folder or its index).
 */
const throughDoors = (depth, folder) => ({
  regex: `^${depth === 0 ? '\\./' : `(?:\\.\\./){${String(depth)}}`}(?:${serverModules
    .filter((m) => m !== folder)
    .join('|')})/(?!index$)`,
  message:
    'Another server module is imported through its door, server/<module>/index.ts (docs/architecture.md "Server modules").',
});

const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from src/app/hooks.',
};

// Features toast through src/lib/toast.ts, which loads the toaster with the first toast rather than
// with the page (docs/benchmarks.md, Lighthouse).
const toastThroughLib = {
  name: 'react-hot-toast',
  message: "Use `toast` from '@/lib/toast'.",
};

// A UI primitive is wrapped once, in src/components/ui; everything else uses the wrapper.
const radixOnlyInUi = {
  regex: '^@radix-ui/',
  message: 'Use the wrapper in src/components/ui (add one there if it is missing).',
};

const sharedLayerPatterns = [
  {
    regex: '^@/features/',
    message: 'Shared layers never import a feature; take it by props or slots.',
  },
  {
    regex: '^@/app/(?!hooks$|uiSlice$)',
    message: 'Shared layers use only @/app/hooks and @/app/uiSlice of the app.',
  },
  radixOnlyInUi,
];

// What makes Redux state: none of it in src/lib.
const stateMakers = '/^(createSlice|createReducer|createEntityAdapter|combineSlices)$/';
const stateInLib = {
  name: '@reduxjs/toolkit',
  importNames: ['createSlice', 'createReducer', 'createEntityAdapter', 'combineSlices'],
  message: 'src/lib is plumbing: state belongs to the feature that owns it (or src/app).',
};
const stateInLibSyntax = {
  selector: `CallExpression[callee.name=${stateMakers}], CallExpression[callee.property.name=${stateMakers}]`,
  message: stateInLib.message,
};

// Of src/app a feature uses the typed hooks, the store's types and the app's own state (the ui
// slice, the hub's status, the live matchups of src/app/live); what several features need lives
// in a shared layer, never handed on by src/app (docs/architecture.md "Folders").
const appForFeatures = {
  regex: '^@/app/(?!hooks$|store$|uiSlice$|hubSlice$|live/)',
  message:
    'Of src/app, features use only hooks, store types and its state (uiSlice, hubSlice, live/); shared code goes to src/lib, src/hooks or src/components.',
};
const storeTypesOnly = {
  regex: '^@/app/store$',
  allowTypeImports: true,
  message: 'Features take only the types of the store (import type).',
};

// Dates are written by the one zone-aware formatter, src/lib/formatInZone.ts (docs/product.md
// "Times and time zones"); domain/rules/dates.ts zonedFormat is the domain's.
const oneDateFormatter = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Write dates with formatInZone (src/lib/formatInZone.ts).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
    message: 'Write dates with formatInZone (src/lib/formatInZone.ts).',
  },
];

// Features build tables and form controls from the kit (src/components/ui: Table, Input,
// SearchInput, Select, Field). A checkbox, radio or file input is the browser's own control,
// which the kit does not restyle: those stay plain inputs.
const kitControls = [
  {
    selector: "JSXOpeningElement[name.name='table']",
    message: 'Use Table (and its parts) from src/components/ui/Table.',
  },
  {
    selector: "JSXOpeningElement[name.name='select']",
    message: 'Use Select or SelectField from src/components/ui.',
  },
  {
    selector:
      "JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value=/^(checkbox|radio|file|hidden)$/]))",
    message: 'Use Input, SearchInput or Field from src/components/ui.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', '.data', 'test-results', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // query<T>() style generics name the row type the caller expects.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': ['error', { paths: [rawReduxHooks] }],
    },
  },
  // Import boundaries: a feature never imports another feature.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [rawReduxHooks, toastThroughLib],
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'Features never import each other; compose them in routes.',
            },
            {
              regex: `^\\.\\./\\.\\./(?!${feature}/)[^.]`,
              message: 'Features never import each other.',
            },
            appForFeatures,
            radixOnlyInUi,
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [storeTypesOnly] }],
    },
  })),
  // src/app composes features (store, listeners, layout) and never hands one on to another: what
  // features share lives in a shared layer (docs/architecture.md "Folders").
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration[source.value=/^@\\/features\\//], ExportAllDeclaration[source.value=/^@\\/features\\//]',
          message: 'src/app hands on no feature; move shared code to a shared layer.',
        },
        ...oneDateFormatter,
      ],
    },
  },
  // What features may import of src/app imports no feature itself.
  {
    files: [
      'src/app/hooks.ts',
      'src/app/uiSlice.ts',
      'src/app/hubSlice.ts',
      'src/app/live/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [rawReduxHooks],
          patterns: [
            {
              regex: '^@/features/',
              message: 'What features import of src/app imports no feature.',
            },
          ],
        },
      ],
    },
  },
  // Layers: pages → features → components / hooks / lib → domain. The shared layers take what a
  // feature provides by props or slots; of the app they may use only the typed hooks and the
  // app-wide UI state (theme, sidebar, sign-in dialog).
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [rawReduxHooks], patterns: sharedLayerPatterns }],
    },
  },
  // src/lib is plumbing and keeps no state: a slice or reducer lives with the feature that owns
  // its data, or in src/app (docs/architecture.md).
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [rawReduxHooks, stateInLib], patterns: sharedLayerPatterns },
      ],
      'no-restricted-syntax': ['error', stateInLibSyntax, ...oneDateFormatter],
    },
  },
  {
    files: ['src/lib/formatInZone.ts'],
    rules: { 'no-restricted-syntax': ['error', stateInLibSyntax] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...oneDateFormatter] },
  },
  // The kit and the one date formatter in features. The kit's controls not yet in
  // src/features/matchups, which still hand-rolls its tables and controls (MatchupTable,
  // VirtualTable, OddsRows, MatchupsToolbar...); its dates go through the one formatter.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/matchups/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneDateFormatter, ...kitControls] },
  },
  {
    files: ['src/features/matchups/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...oneDateFormatter] },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!components/ui/)',
              message: 'UI primitives depend on nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  // domain is pure: only itself and zod.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./|\\.\\./|@domain/)',
              message: 'domain imports only itself and zod.',
            },
          ],
        },
      ],
    },
  },
  // domain/rules and domain/pricing are free of zod: pure functions and constants that any chunk
  // (the entry's included) may use. They read a contract's types only, never a schema
  // (docs/architecture.md).
  {
    files: ['domain/rules/**/*.ts', 'domain/pricing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'domain/rules and domain/pricing are free of zod: schemas belong in domain/contracts.',
            },
          ],
          patterns: [
            {
              regex: '(^|/)contracts/',
              allowTypeImports: true,
              message:
                'domain/rules and domain/pricing import only the types of a contract (import type).',
            },
          ],
        },
      ],
    },
  },
  // The server never reaches into the web app: what both sides share is domain/.
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  // Server modules talk through their doors: another module is imported through its index.ts only
  // (docs/architecture.md "Server modules"); a file imports its own module's files freely, and
  // tests, bench and scripts may reach any file. The rule is written per depth below server/, so
  // that `../` (or `./` at the root) names exactly the folder a path steps into.
  {
    files: ['server/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...serverPatterns, throughDoors(0, '')] }],
    },
  },
  ...serverFolders.flatMap((folder) =>
    [1, 2, 3, 4].map((depth) => ({
      files: [`server/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...serverPatterns, throughDoors(depth, folder)] },
        ],
      },
    })),
  ),
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-deprecated': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  // Tests wait on events (a promise the code resolves, an emitter event, vi.waitFor on an
  // observable effect, fake timers), never on a fixed sleep. A condition that announces itself by
  // no event is polled with tests/pollUntil.ts, the one file exempt (bench/ is not under tests/).
  // A timer that rejects (a deadline on a wait) is no sleep and stays allowed.
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/pollUntil.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']:not(:has(CallExpression[callee.name='reject']))",
          message:
            'No fixed sleeps in tests: await the promise or event the code has, vi.waitFor an effect, or use fake timers; poll a condition with pollUntil (tests/pollUntil.ts).',
        },
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?timers\\u002Fpromises$/] > ImportSpecifier[imported.name='setTimeout']",
          message:
            'No fixed sleeps in tests (setTimeout of timers/promises): wait on an event, or poll a condition with pollUntil (tests/pollUntil.ts).',
        },
      ],
    },
  },
);
