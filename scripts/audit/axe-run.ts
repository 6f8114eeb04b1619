/** axe-core (through @axe-core/playwright) on each page at phone and desktop widths. */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';

/** Issue 7: a 375 px phone and a 1280 px desktop. */
export const AXE_WIDTHS = [375, 1280];
/** All WCAG 2.x A/AA rules plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Both colour schemes: the site follows the system's (docs/decisions/094). */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export interface AxeViolation {
  path: string;
  width: number;
  scheme: ColorScheme;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function axePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  width: number,
  scheme: ColorScheme = 'light',
): Promise<AxeViolation[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return results.violations.map((violation) => ({
      path,
      width,
      scheme,
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  } finally {
    await context.close();
  }
}
