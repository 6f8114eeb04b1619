/**
 * Starts a real varnishd (Debian's, with varnish-modules' xkey) in front of the given servers
 * on 127.0.0.1, with the component's own VCL (k8s/components/cache-tier/vcl/site.vcl) and a
 * backends.vcl naming those servers in place of the cluster's Service. Its working directory
 * and the VCL live in a temp folder that varnishd's own user can read; stop() ends the process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, PROJECT_ROOT } from './start-built-server.ts';

export const VCL_DIR = path.join(PROJECT_ROOT, 'k8s/components/cache-tier/vcl');
/** The parameters the component's Deployment passes too (k8s/components/cache-tier/deployment.yaml). */
export const VARNISH_PARAMETERS = ['-p', 'http_gzip_support=off', '-s', 'malloc,64m'];
const READY_TIMEOUT_MS = 20_000;

export interface RunningVarnish {
  port: number;
  purgePort: number;
  child: ChildProcess;
  stderr: () => string;
  stop: () => Promise<void>;
}

/** backends.vcl for these ports: the same probe as the cluster's, one round-robin director. */
export function backendsVcl(ports: readonly number[]): string {
  const backends = ports.map(
    (port, index) =>
      `backend pod${index} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .probe = site_ready;\n  .first_byte_timeout = 15s;\n}\n`,
  );
  const adds = ports.map((_port, index) => `  site.add_backend(pod${index});\n`).join('');
  return `${backends.join('')}\nsub vcl_init {\n  new site = directors.round_robin();\n${adds}}\n`;
}

/** A folder varnishd's user can read, holding site.vcl and the given backends.vcl. */
export function vclFolder(backends: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-varnish-'));
  copyFileSync(path.join(VCL_DIR, 'site.vcl'), path.join(dir, 'site.vcl'));
  writeFileSync(path.join(dir, 'backends.vcl'), backends);
  chmodSync(dir, 0o755);
  for (const file of ['site.vcl', 'backends.vcl']) chmodSync(path.join(dir, file), 0o644);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `varnishd -C`: compiles the VCL to C without starting; the compiler's message on failure. */
export function compileVcl(dir: string): { ok: boolean; message: string } {
  const result = spawnSync('varnishd', ['-C', '-f', path.join(dir, 'site.vcl'), '-p', `vcl_path=${dir}`, '-n', path.join(dir, 'n')], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, message: result.status === 0 ? '' : result.stderr.slice(0, 4000) };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** `ports`: the listeners' ports when the servers must know them first (HTTP_CACHE_PEERS); free ones otherwise. */
export async function startVarnish(
  backendPorts: readonly number[],
  ports: { port?: number; purgePort?: number } = {},
): Promise<RunningVarnish> {
  const folder = vclFolder(backendsVcl(backendPorts));
  const port = ports.port ?? (await freePort());
  const purgePort = ports.purgePort ?? (await freePort());
  const args = [
    '-F',
    '-n',
    path.join(folder.dir, 'n'),
    '-a',
    `http=127.0.0.1:${port}`,
    '-a',
    `purge=127.0.0.1:${purgePort}`,
    '-f',
    path.join(folder.dir, 'site.vcl'),
    '-p',
    `vcl_path=${folder.dir}`,
    ...VARNISH_PARAMETERS,
  ];
  const child = spawn('varnishd', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdout!.resume();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`varnishd did not listen within ${READY_TIMEOUT_MS} ms: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    purgePort,
    child,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          folder.remove();
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
