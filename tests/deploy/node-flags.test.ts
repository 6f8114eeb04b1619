/** The heap limits (decision 059) are the same wherever the server starts: the image, npm start and the bench. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionNodeFlags } from '../../scripts/perf/production-node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('production Node.js flags', () => {
  it('the image limits the heap', () => {
    const flags = productionNodeFlags();
    expect(flags).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    expect(flags).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/));
  });

  it('npm start passes the same flags', () => {
    const start = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start.split(/\s+/).filter((word) => word.startsWith('--'))).toEqual(productionNodeFlags());
  });

  it('the heap fits the pod: old space within the memory request, the whole heap far below the limit', () => {
    const flag = (name: string) => Number(new RegExp(`--${name}=(\\d+)`).exec(productionNodeFlags().join(' '))![1]);
    const deployment = readFileSync(path.join(ROOT, 'k8s/base/deployment.yaml'), 'utf8');
    const [request, limit] = [...deployment.matchAll(/memory: (\d+)Mi/g)].map((match) => Number(match[1]));
    expect(flag('max-old-space-size')).toBeLessThanOrEqual(request!);
    // New space is three semi-spaces; code, buffers and the rest of the process took under 100 MB
    // in the bench (RSS 118 MB after 100k requests with a 35 MB heap): 128 MB keeps a margin.
    expect(flag('max-old-space-size') + 3 * flag('max-semi-space-size') + 128).toBeLessThan(limit!);
  });

  it('refuses a Dockerfile whose CMD is not node in exec form', () => {
    expect(() => productionNodeFlags('FROM x\nCMD node server.js\n')).toThrow(/exec-form CMD/);
    expect(() => productionNodeFlags('CMD ["npm", "start"]\n')).toThrow(/runs npm/);
  });
});
