/**
 * The cache tier's VCL as the component ships it (k8s/components/cache-tier/vcl/) compiles with
 * Debian's varnishd and its xkey vmod (`varnishd -C`, which compiles without starting). The
 * cluster's backend name does not resolve here, so backends.vcl is compiled with that one name
 * pointed at this machine; the test backends of tests/ops/ compile too. A broken VCL is refused,
 * so the check is real. Behaviour is in tests/ops/cache-tier*.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backendsVcl, compileVcl, VCL_DIR, vclFolder } from '../support/start-varnish.ts';

const folders: Array<{ remove: () => void }> = [];
const folderWith = (backends: string) => {
  const folder = vclFolder(backends);
  folders.push(folder);
  return folder.dir;
};

afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

describe('the cache tier VCL', () => {
  it('compiles with the backends the cluster uses', () => {
    const shipped = readFileSync(path.join(VCL_DIR, 'backends.vcl'), 'utf8');
    expect(shipped).toContain('.host = "consultancy-site";');
    const result = compileVcl(folderWith(shipped.replace('.host = "consultancy-site";', '.host = "127.0.0.1";')));
    expect(result.message).toBe('');
    expect(result.ok).toBe(true);
  });

  it('compiles with the test backends (three servers in round robin)', () => {
    expect(compileVcl(folderWith(backendsVcl([3001, 3002, 3003]))).ok).toBe(true);
  });

  it('is refused when it calls what the vmod does not have', () => {
    const dir = folderWith(backendsVcl([3001]));
    const broken = readFileSync(path.join(VCL_DIR, 'site.vcl'), 'utf8').replace('xkey.softpurge(', 'xkey.softpurge_all(');
    writeFileSync(path.join(dir, 'site.vcl'), broken);
    const result = compileVcl(dir);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/softpurge_all/);
  });
});
