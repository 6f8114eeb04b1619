/**
 * An image from the content source. Contentful images go through its Images API: a <picture>
 * with AVIF and WebP sources (fm=) and a srcset by width (w=), so each browser downloads the
 * smallest good file. Width and height come from the asset, so the box is reserved before the
 * file arrives and nothing shifts. Local (site) images and SVGs are served as they are.
 */
import { safeImageUrl, safeInlineImage } from '../../../shared/safe-url.ts';

export interface ContentImageProps {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** The sizes attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above the fold (the post's cover): load at once, with high priority. */
  priority?: boolean;
  /**
   * The image as an SVG data: URL (ImageRef.inlineSrc): used for a priority image, which then
   * paints with the HTML instead of a round trip later (docs/decisions/094).
   */
  inlineSrc?: string;
}

/** Widths offered in srcset: phone, tablet, desktop column, retina desktop. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600];
/** Used only when the asset has no size: a 16:9 box, so space is still reserved. */
const FALLBACK_SIZE = { width: 1200, height: 675 };
/** AVIF and WebP look the same as JPEG at a lower quality setting; 75 is Contentful's own suggestion range. */
const QUALITY = 75;

/** Contentful's Images API answers on images.ctfassets.net (and regional images.*.ctfassets.net). */
export function isImagesApiUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname.startsWith('images.') && (hostname === 'images.ctfassets.net' || hostname.endsWith('.ctfassets.net'));
  } catch {
    return false;
  }
}

export function imagesApiUrl(url: string, params: Record<string, string | number>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
  return target.href;
}

function widthsFor(intrinsic: number | undefined): number[] {
  const fitting = IMAGE_WIDTHS.filter((width) => !intrinsic || width <= intrinsic);
  return fitting.length > 0 ? fitting : [intrinsic ?? IMAGE_WIDTHS[0]!];
}

export function ContentImage({ url: rawUrl, alt, width, height, sizes, className, priority, inlineSrc }: ContentImageProps) {
  const url = safeImageUrl(rawUrl);
  if (!url) return null;
  const box = width && height ? { width, height } : FALLBACK_SIZE;
  const inline = priority ? safeInlineImage(inlineSrc) : undefined;
  if (inline) return <img src={inline} alt={alt} width={box.width} height={box.height} className={className} />;
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  // An image in view on arrival paints with the text around it rather than a frame later.
  const decoding = priority ? undefined : 'async';
  const isSvg = /\.svg(\?|$)/i.test(url);
  if (!isImagesApiUrl(url) || isSvg) {
    return (
      <img
        src={url}
        alt={alt}
        width={box.width}
        height={box.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        className={className}
      />
    );
  }
  const widths = widthsFor(width);
  const srcSet = (params: Record<string, string | number>) => widths.map((w) => `${imagesApiUrl(url, { ...params, w })} ${w}w`).join(', ');
  const largest = widths[widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet({ fm: 'avif', q: QUALITY })} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet({ fm: 'webp', q: QUALITY })} sizes={sizes} />
      <img
        src={imagesApiUrl(url, { w: largest })}
        srcSet={srcSet({})}
        sizes={sizes}
        alt={alt}
        width={box.width}
        height={box.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        className={className}
      />
    </picture>
  );
}
