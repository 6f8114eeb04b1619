/**
 * The A/B tools' shared loop (navigation-ab.ts, lighthouse-ab.ts): `runs` measurements of each
 * of two builds, in the order A, B, B, A, A, B… so a busy machine's load falls on both alike.
 * Results come back per build, in the order taken.
 */
export async function interleaved<T>(runs: number, measure: (which: 0 | 1) => Promise<T>): Promise<[T[], T[]]> {
  const results: [T[], T[]] = [[], []];
  for (let index = 0; index < runs; index += 1) {
    for (const which of index % 2 ? ([1, 0] as const) : ([0, 1] as const)) results[which].push(await measure(which));
  }
  return results;
}
