import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from src/app/hooks.',
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
          paths: [rawReduxHooks],
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'Features never import each other; compose them in routes.',
            },
            {
              regex: `^\\.\\./\\.\\./(?!${feature}/)[^.]`,
              message: 'Features never import each other.',
            },
            radixOnlyInUi,
          ],
        },
      ],
    },
  })),
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
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=${stateMakers}], CallExpression[callee.property.name=${stateMakers}]`,
          message: stateInLib.message,
        },
      ],
    },
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/',
              message: 'server/ never imports the web app (src/); shared code is domain/.',
            },
            {
              regex: '(\\.\\./)+src/',
              message: 'server/ never imports the web app (src/); shared code is domain/.',
            },
          ],
        },
      ],
    },
  },
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
);
