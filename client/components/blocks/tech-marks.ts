/**
 * Brand marks of the technologies named on the tech tiles, served as small SVG files from
 * public/images/tech/<mark>.svg. scripts/make-tech-marks.tsx draws them from Simple Icons
 * (CC0): the path data lives in those files, not in the JavaScript, so a page with sixteen
 * tiles adds nothing to its first-load JS (decision 083). A hairline mark goes on a plate of
 * its colour. AWS and Azure, which Simple Icons dropped at their owners' request, get lettered
 * tiles of our own; another technology it does not carry (Oracle, SQL Server, cert-manager,
 * Velero, Kyverno, OpenAI...) keeps a neutral generic icon.
 */
export const TECH_MARKS = [
  'argo',
  'docker',
  'dotnet',
  'electron',
  'elasticsearch',
  'githubactions',
  'gitlab',
  'go',
  'googlecloud',
  'grafana',
  'helm',
  'istio',
  'k3s',
  'kubernetes',
  'linkerd',
  'mariadb',
  'mongodb',
  'mysql',
  'nextdotjs',
  'nginx',
  'nodedotjs',
  'postgresql',
  'prometheus',
  'python',
  'react',
  'redis',
  'sqlite',
  'stripe',
  'tailwindcss',
  'terraform',
  'ansible',
  'flux',
  'trivy',
  'twitch',
  'typescript',
] as const;

/** Lettered tiles for the cloud providers, so their services do not share one generic cloud. */
export const MONOGRAMS = { aws: 'AWS', azure: 'Az' } as const;

export type TechMark = (typeof TECH_MARKS)[number] | keyof typeof MONOGRAMS;

const TECH_MARK_DIR = '/images/tech';

export function techMarkSrc(mark: TechMark): string {
  return `${TECH_MARK_DIR}/${mark}.svg`;
}
