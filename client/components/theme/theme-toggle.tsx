/**
 * Light, dark or system: three toggle buttons (aria-pressed), in the header on wide screens and
 * in the mobile drawer with their names shown. The server cannot know the choice, so its HTML
 * shows "System" pressed and the browser's choice takes over at hydration (the page itself was
 * already painted in the right theme by the inline script).
 */
import { useSyncExternalStore } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '../../../shared/theme/theme-script.ts';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons.tsx';
import { readThemeChoice, setThemeChoice, subscribeToThemeChoice } from './theme-choice.ts';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;
const BUTTON =
  'inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-md px-2 text-ink-3 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600 aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm';

export function ThemeToggle({ showLabels = false, className = '' }: { showLabels?: boolean; className?: string }) {
  const current = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, () => 'system' as const);
  return (
    <div
      role="group"
      aria-label="Colour theme"
      className={`items-center gap-0.5 rounded-lg border border-line bg-surface-3 p-0.5 ${className}`}
    >
      {THEME_CHOICES.map((choice) => {
        const Icon = ICONS[choice];
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={current === choice}
            title={showLabels ? undefined : `${LABELS[choice]} theme`}
            className={`${BUTTON} ${showLabels ? 'flex-1 py-2' : ''}`}
            onClick={() => setThemeChoice(choice)}
          >
            {/* Never shrunk by a longer label beside it: the three icons stay one size. */}
            <Icon width={18} height={18} className="shrink-0" />
            <span className={showLabels ? '' : 'sr-only'}>{LABELS[choice]}</span>
          </button>
        );
      })}
    </div>
  );
}
