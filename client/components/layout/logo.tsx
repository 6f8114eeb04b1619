import { SITE } from '../../../shared/site.ts';

/** The wordmark: an inline mark plus the company name, no image request. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M6 23 13 11l4 6 3-4 6 10z" fill="#fff" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-ink">{SITE.companyName}</span>
    </span>
  );
}
