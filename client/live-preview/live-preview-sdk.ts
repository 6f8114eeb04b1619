/**
 * Contentful's Live Preview SDK (@contentful/live-preview, its public API), for preview pages
 * only: the browser imports this module dynamically, into a chunk of its own, when the page's
 * data carries live preview settings; the server renders the same field tags with it. See
 * docs/decisions/095.
 */
import { ContentfulLivePreview, LIVE_PREVIEW_EDITOR_SOURCE, type Argument } from '@contentful/live-preview';
import { mapPost } from '../../shared/blog/contentful-mapping.ts';
import type { LivePreviewSettings } from '../../shared/live-preview.ts';
import type { FieldTags, LivePreviewTools } from './live-preview-context.ts';

export function livePreviewTools({ locale }: LivePreviewSettings): LivePreviewTools {
  return {
    fieldTags: (entryId, fieldId) => ContentfulLivePreview.getProps({ entryId, fieldId, locale }) as FieldTags | null,
    followPost: (entry, onChange) =>
      ContentfulLivePreview.subscribe('edit', {
        data: entry as Argument,
        locale,
        // The pane sends the whole entry as the editor has it; the page shows it as it shows any post.
        callback: (changed) => {
          const post = mapPost(changed);
          if (post) onChange(post);
        },
      }),
  };
}

/**
 * Connects the page to Contentful's pane when it is framed by it (the SDK does nothing in a tab
 * of its own). The SDK takes any window's message that says it comes from the editor; only the
 * origins allowed to frame the page may speak for it, so the others' are stopped before it.
 */
export function startLivePreview({ locale, origins }: LivePreviewSettings): void {
  window.addEventListener(
    'message',
    (event: MessageEvent) => {
      const fromEditor = (event.data as { source?: unknown } | null)?.source === LIVE_PREVIEW_EDITOR_SOURCE;
      if (fromEditor && !origins.includes(event.origin)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
  void ContentfulLivePreview.init({ locale, targetOrigin: origins, enableInspectorMode: true, enableLiveUpdates: true });
}
