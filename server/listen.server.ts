/**
 * Listening on PORT or METRICS_PORT at start. Node's own failure is a 20-line stack about
 * `listen EADDRINUSE`; a person starting the site needs the variable to change and how, so a
 * failure here is one line naming it (a StartupError, printed by server/index.ts).
 */
import type { Server } from 'node:http';
import { StartupError } from './core/startup-error.ts';

export type PortVariable = 'PORT' | 'METRICS_PORT';

/** What went wrong and what to change, for the errors a person can fix by configuration. */
export function listenFailure(variable: PortVariable, port: number, host: string, error: NodeJS.ErrnoException): string {
  const what = `${variable} ${port} on ${host}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Cannot listen: ${what} is already in use (another server, or a second copy of this one). Set ${variable} to a free port, or to 0 to pick one.`;
    case 'EACCES':
      return `Cannot listen: ${what} needs privileges this process does not have. Set ${variable} to a port above 1023, or to 0 to pick one.`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen: HOST ${host} is not an address of this machine (for ${variable} ${port}). Set HOST to one of its addresses, or to 0.0.0.0.`;
    default:
      return `Cannot listen: ${what} failed (${error.code ?? error.message}). Check ${variable} and HOST.`;
  }
}

/** Resolves with the port listened on (the one picked when given 0); rejects with a StartupError. */
export function listen(server: Server, port: number, host: string, variable: PortVariable): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(new StartupError(listenFailure(variable, port, host, error)));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
