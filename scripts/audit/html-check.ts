/**
 * HTML validity with the Nu HTML Checker (vnu-jar, the W3C validator's engine): the server
 * HTML of each page is saved and checked in one Java run. Only errors count; info messages
 * (such as the harmless trailing slash on void elements) do not.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface HtmlError {
  path: string;
  message: string;
  line?: number;
  extract?: string;
}

const require = createRequire(import.meta.url);

export async function checkHtml(baseUrl: string, paths: string[]): Promise<HtmlError[]> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await fetch(baseUrl + pagePath, { headers: { accept: 'text/html' } });
      const file = path.join(directory, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(file, pagePath);
    }
    // The package's main export is the jar's path (a String object).
    const jar = String(require('vnu-jar'));
    const result = spawnSync('java', ['-Xss4m', '-jar', jar, '--format', 'json', '--errors-only', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
    if (result.error) throw result.error;
    const report = JSON.parse(result.stderr || '{"messages":[]}') as {
      messages: Array<{ type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string }>;
    };
    return (
      report.messages
        .filter((message) => message.type === 'error' || message.subType === 'fatal')
        // The checker's CSS validator predates what the inlined Tailwind stylesheet uses (@property,
        // margin-trim, custom properties in transition-property): its "CSS:" messages judge the
        // validator's age, not the HTML (decision 087). Everything else still counts.
        .filter((message) => !message.message.startsWith('CSS: '))
        .map((message) => ({
          path: files.get(decodeURIComponent(new URL(message.url ?? 'file:///').pathname)) ?? message.url ?? '?',
          message: message.message,
          line: message.lastLine,
          extract: message.extract,
        }))
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
