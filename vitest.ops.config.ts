/** `npm run test:ops`: the tests vitest.config.ts leaves out of `npm test` because they take minutes. */
import { defineConfig } from 'vitest/config';
import base, { OPS_TESTS } from './vitest.config.ts';

export default defineConfig({
  test: { ...base.test, include: OPS_TESTS, exclude: ['node_modules/**', 'dist/**'] },
});
