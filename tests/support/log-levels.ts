/** pino's level number of warn: a line at it or above is something an operator must act on. */
const WARN_LEVEL = 40;

/** The JSON log lines of a process's output at warn or above (pino's `"level":40` and up). */
export function warningAndErrorLines(output: string): string[] {
  return output.split('\n').filter((line) => Number(/"level":(\d+)/.exec(line)?.[1] ?? 0) >= WARN_LEVEL);
}
