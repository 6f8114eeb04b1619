/** Author avatar and name with the publish date and the reading time, under a post's title. */
import type { Author } from '../../../shared/types.ts';
import { imagesApiUrl, isImagesApiUrl } from './content-image.tsx';
import { formatPostDate, isoDay } from './post-date.ts';
import { safeImageUrl } from '../../../shared/safe-url.ts';
import { formatReadingTime } from '../../../shared/blog/reading-time.ts';

/** Shown at 40 px; twice that for sharp screens. */
const AVATAR_PX = 40;

function avatarSrc(url: string): string {
  return isImagesApiUrl(url) ? imagesApiUrl(url, { w: AVATAR_PX * 2, h: AVATAR_PX * 2, fit: 'thumb', f: 'face' }) : url;
}

export function AuthorByline({ author, publishDate, readingMinutes }: { author?: Author; publishDate: string; readingMinutes?: number }) {
  const avatar = author?.avatarUrl ? safeImageUrl(author.avatarUrl) : undefined;
  const date = formatPostDate(publishDate);
  return (
    <div className="flex items-center gap-3 text-sm text-ink-3">
      {author &&
        (avatar ? (
          <img
            src={avatarSrc(avatar)}
            alt=""
            width={AVATAR_PX}
            height={AVATAR_PX}
            className="h-10 w-10 rounded-full bg-surface-3 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800"
          >
            {author.name.slice(0, 1).toUpperCase()}
          </span>
        ))}
      <p className="m-0">
        {author && <span className="font-semibold text-ink">{author.name}</span>}
        {author && date && <span aria-hidden="true"> · </span>}
        {date && <time dateTime={isoDay(publishDate)}>{date}</time>}
        {readingMinutes !== undefined && (
          <>
            {(author || date) && <span aria-hidden="true"> · </span>}
            <span>{formatReadingTime(readingMinutes)}</span>
          </>
        )}
      </p>
    </div>
  );
}
