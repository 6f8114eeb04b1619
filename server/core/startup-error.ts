/**
 * A start that cannot work (a bad setting, a taken port, an outbox that cannot be written):
 * server/index.ts prints its message, one line naming the variable to change, and exits 1
 * instead of a stack. Nothing else should throw it.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
