import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint/feature-boundaries.ts';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      portal: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature never reaches into another feature (shared code moves down to
      // src/shared), and the app, which loads every page lazily, imports only the
      // features' api modules (no UI) to start a page's data while its code downloads.
      'portal/feature-boundaries': ['error', { root: path.join(import.meta.dirname, 'apps/web') }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@portal/server', '@portal/web', 'node:*'] }],
    },
  },
);
