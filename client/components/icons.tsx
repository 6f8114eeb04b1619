/** Small inline icons (no icon font, no extra request). Decorative unless given a title. */
import type { SVGProps } from 'react';
import { SvgIcon } from './svg-icon.tsx';

type IconProps = SVGProps<SVGSVGElement>;

export const PhoneIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </SvgIcon>
);
export const MailIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </SvgIcon>
);
export const MapPinIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </SvgIcon>
);
export const ClockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </SvgIcon>
);
export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </SvgIcon>
);
export const CloseIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </SvgIcon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <SvgIcon width="16" height="16" {...p}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
);
export const ArrowRightIcon = (p: IconProps) => (
  <SvgIcon width="16" height="16" {...p}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </SvgIcon>
);
export const CheckIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 6 9 17l-5-5" />
  </SvgIcon>
);

/** Brand marks are solid single-path glyphs, not outlines. */
function Brand({ d, ...p }: IconProps & { d: string }) {
  return (
    <SvgIcon paint="fill" {...p}>
      <path d={d} />
    </SvgIcon>
  );
}

export const SOCIAL_ICONS = {
  Facebook: (p: IconProps) => <Brand {...p} d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" />,
  Instagram: (p: IconProps) => (
    <Brand
      {...p}
      d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 3.8 7v10A3.2 3.2 0 0 0 7 20.2h10a3.2 3.2 0 0 0 3.2-3.2V7A3.2 3.2 0 0 0 17 3.8z"
    />
  ),
  LinkedIn: (p: IconProps) => (
    <Brand
      {...p}
      d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.2c0-1.2 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z"
    />
  ),
  YouTube: (p: IconProps) => (
    <Brand
      {...p}
      d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3z"
    />
  ),
} as const;
export const SunIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </SvgIcon>
);
export const MoonIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </SvgIcon>
);
export const MonitorIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </SvgIcon>
);
export const RssIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
    <circle cx="5" cy="19" r="1" />
  </SvgIcon>
);
