/**
 * Review photos are shown only from Google's photo host, which the CSP allows (img-src);
 * anything else falls back to the grey placeholder instead of a blocked image.
 */
export const REVIEW_PHOTO_HOSTS = ['https://lh3.googleusercontent.com'];

export function httpsPhotoUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = value.startsWith('//') ? `https:${value}` : value.replace(/^http:\/\//i, 'https://');
  if (!URL.canParse(url)) return undefined;
  return REVIEW_PHOTO_HOSTS.includes(new URL(url).origin) ? url : undefined;
}
