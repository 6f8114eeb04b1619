/**
 * A throw-away TLS certificate for 127.0.0.1, made with the system's openssl. contentful-migration
 * builds its request URLs as `https://${host}`, so a fake Content Management API has to speak
 * https; the child process under test trusts this certificate through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSignedCert {
  key: string;
  cert: string;
  /** The certificate as a file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  remove(): void;
}

export function makeSelfSignedCert(): SelfSignedCert {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-cma-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    certFile,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
