/** Runs `npm run <script>` the way an operator does, in a child process, against a fake. */
import { execFile } from 'node:child_process';
import { PROJECT_ROOT } from '../support/start-built-server.ts';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Asynchronous on purpose: the fake API answers from this same process. */
export function runCmsCommand(script: 'cms:migrate' | 'cms:seed', env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script],
      // A clean environment: nothing from the developer's shell may point it at a real space.
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', ...env },
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export const WRITE_METHODS = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
