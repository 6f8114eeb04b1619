// ESLint flat config: TypeScript's recommended rules, the rules of hooks, no server code in the
// client, and no client code in the server but the app's root.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/', 'data/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The browser's code: client/, and the route modules and pages under routes/ (their
    // server/ folders hold the loaders).
    files: ['client/**', 'routes/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'routes/**/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx', '**/server/**'],
              message:
                'Server-only modules (under server/ or named *.server.ts) must not reach the client bundle; code both sides run lives in shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the shared code see the client only through the app's root component,
    // imported in one place. Types and constants both sides use live in shared/.
    files: ['server/**', 'shared/**', 'routes/**/server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/render/stream-document.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**'],
              message:
                'Server and shared code import from client/ only in the one root-component module; move shared types and constants to shared/.',
            },
          ],
        },
      ],
    },
  },
);
