/**
 * Process entry. Tracing starts first when configured (server/tracing/): its instrumentations
 * patch express and node:http as they load, so the server (main.ts) is imported only after it.
 */
import { startTracingIfConfigured } from './tracing/start-if-configured.ts';

try {
  await startTracingIfConfigured(process.env);
} catch (error) {
  process.stderr.write(`Failed to start tracing: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await import('./main.ts');
