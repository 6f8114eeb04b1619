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

  it('the old space stays below the pod memory request, with room for the rest of the process', () => {
    const oldSpaceMb = Number(/--max-old-space-size=(\d+)/.exec(productionNodeFlags().join(' '))![1]);
    const request = /memory: (\d+)Mi/.exec(readFileSync(path.join(ROOT, 'k8s/deployment.yaml'), 'utf8'))![1];
    expect(oldSpaceMb).toBeLessThanOrEqual(Number(request));
  });

  it('refuses a Dockerfile whose CMD is not node in exec form', () => {
    expect(() => productionNodeFlags('FROM x\nCMD node server.js\n')).toThrow(/exec-form CMD/);
    expect(() => productionNodeFlags('CMD ["npm", "start"]\n')).toThrow(/runs npm/);
  });
});
