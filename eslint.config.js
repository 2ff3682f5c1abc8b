import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = (side) => {
  try {
    return readdirSync(`src/${side}/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// Toasts load with the first one (issue 27, decision 0044): screens call #client/lib/toast.
const sonnerOnce = {
  name: 'sonner',
  allowTypeImports: true,
  message: 'Toasts come from #client/lib/toast, which loads sonner with the first one.',
};

// A feature may not import a sibling feature (shared code goes to lib/, components/ or shared/).
// The one exception: a server feature that reads *through* the screens (the assistant's tools,
// the super admin's records) names the services it borrows in one file, feature-services.ts,
// so it reads with their rules and tenant context and never knows more (decisions 0029, 0030).
const siblingFeatureRules = (side) =>
  features(side).map((feature) => ({
    files: [`src/${side}/features/${feature}/**`],
    ignores: side === 'server' ? ['**/feature-services.ts'] : [],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#${side}/features/(?!${feature}/)`,
              message: 'Features never import each other.',
            },
            ...(side === 'client'
              ? [
                  {
                    regex: '^#server/',
                    allowTypeImports: true,
                    message: 'Client code imports server types only.',
                  },
                ]
              : []),
          ],
          paths: side === 'client' ? [sonnerOnce] : [],
        },
      ],
    },
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Regexes: in `group`'s gitignore syntax a leading # starts a comment.
              regex: '^#server/',
              allowTypeImports: true,
              message: 'Client code imports server types only.',
            },
          ],
          paths: [sonnerOnce],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(server|client)/',
              message: 'Shared code runs on both sides: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  // The outsiders' pages (decision 0052): a light entry of their own. A value imported from the
  // app or from shared/ would bring the app's chunks to a creator's phone: types only.
  {
    files: ['src/link/**/*.ts'],
    ignores: ['src/link/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex: in `group`'s gitignore syntax a leading # starts a comment.
              regex: '^#(client|server|shared)/',
              allowTypeImports: true,
              message: 'The link pages import types only from the app (decision 0052).',
            },
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@tanstack/*',
                'zod',
                'date-fns',
                'date-fns/*',
              ],
              message:
                'The link pages draw plain DOM, without the app’s libraries (decision 0052).',
            },
          ],
        },
      ],
    },
  },
  ...siblingFeatureRules('server'),
  ...siblingFeatureRules('client'),
);
