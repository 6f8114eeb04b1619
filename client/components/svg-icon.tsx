/**
 * The one inline-SVG wrapper behind every decorative icon (icons.tsx, block-icons.tsx, the
 * testimonials carousel), so the accessibility attributes live in one place: icons are
 * aria-hidden and focusable="false" (old Edge/IE would otherwise put the <svg> in the tab
 * order); the text beside an icon carries the meaning. Callers supply only the shapes and
 * what really differs (viewBox, width/height, paint, className); any prop overrides a default.
 */
import type { SVGProps } from 'react';

export interface SvgIconProps extends SVGProps<SVGSVGElement> {
  /** 'stroke' (default): 2px round outlines in currentColor. 'fill': solid shapes in currentColor. */
  paint?: 'stroke' | 'fill';
}

// Hoisted so each render spreads a shared object instead of rebuilding the attributes.
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const FILL = { fill: 'currentColor' } as const;

export function SvgIcon({ paint = 'stroke', children, ...props }: SvgIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" {...(paint === 'fill' ? FILL : STROKE)} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
