/**
 * The stylesheet's text, for inlining in every page (docs/decisions/087): read once at start
 * from the client build. Undefined when the build has no such file (a test's stand-in
 * manifest) or when the text could end the <style> element early; the page then links it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function readInlineStylesheet(clientDir: string, href: string): string | undefined {
  const file = path.join(clientDir, href.replace(/^\/+/, ''));
  if (!file.startsWith(path.resolve(clientDir)) || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  return /<\/style/i.test(text) ? undefined : text;
}
