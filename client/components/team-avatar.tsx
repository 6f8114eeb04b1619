/**
 * A team member's photo with an initials fallback (spec section 4, "Avatar image"): states
 * idle → loading → loaded | error; the initials show in every state but `loaded`.
 *
 *   <TeamAvatar src="/images/team/alex-morgan.svg" initials="AM" size={128} />
 *
 * The server renders `idle` (initials visible, photo transparent). After hydration the state
 * becomes `loading`, or straight away `loaded`/`error` if the browser finished the image before
 * React was listening (a cached photo fires `load` before hydration, and that event is lost).
 * The photo is decorative (alt=""): the member's name is the heading beside it.
 */
import { useEffect, useRef, useState } from 'react';

export type AvatarState = 'idle' | 'loading' | 'loaded' | 'error';

export interface TeamAvatarProps {
  src?: string;
  initials: string;
  /** Rendered size in CSS pixels (square). */
  size?: number;
}

function settledState(image: HTMLImageElement): AvatarState | null {
  if (!image.complete) return null;
  return image.naturalWidth > 0 ? 'loaded' : 'error';
}

export function TeamAvatar({ src, initials, size = 128 }: TeamAvatarProps) {
  const [state, setState] = useState<AvatarState>('idle');
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    setState(!src || !image ? 'error' : (settledState(image) ?? 'loading'));
  }, [src]);

  const loaded = state === 'loaded';
  return (
    <span
      data-avatar-state={state}
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-100 ring-4 ring-surface shadow-md"
      style={{ width: size, height: size }}
    >
      {!loaded && (
        <span aria-hidden="true" className="font-bold text-accent-800" style={{ fontSize: Math.round(size / 3) }}>
          {initials}
        </span>
      )}
      {src && state !== 'error' && (
        <img
          ref={imageRef}
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
    </span>
  );
}
