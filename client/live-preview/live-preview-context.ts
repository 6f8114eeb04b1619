/**
 * What pages read of Contentful's Live Preview (docs/decisions/095): the inspector's field tags
 * and a post kept up to date as the editor types. Visitors' pages have no tools (null): no tag
 * is written and nothing is followed. The tools themselves, and the SDK behind them, are in
 * live-preview-sdk.ts, a chunk that only preview pages load.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { BlogPost } from '../../shared/types.ts';

/** data-contentful-entry-id, data-contentful-field-id and data-contentful-locale, as the SDK writes them. */
export type FieldTags = Readonly<Record<string, string>>;
export type TagField = (entryId: string, fieldId: string) => FieldTags | null | undefined;

export interface LivePreviewTools {
  /** The tags that let the editor click this part of the page to open the field in Contentful. */
  fieldTags: TagField;
  /** Calls onChange with the post as the editor changes its entry; returns the unsubscribe. */
  followPost(entry: unknown, onChange: (post: BlogPost) => void): () => void;
}

export const LivePreviewContext = createContext<LivePreviewTools | null>(null);

const NO_TAGS: TagField = () => undefined;

/** `{...tag(entryId, fieldId)}` on the element that shows the field: nothing outside preview. */
export function useFieldTags(): TagField {
  return useContext(LivePreviewContext)?.fieldTags ?? NO_TAGS;
}

/**
 * The post as the editor is writing it: the loaded post until Contentful's pane sends a change
 * of its entry, then the changed one, re-rendered in place (no reload, the scroll position kept).
 */
export function useLivePost(post: BlogPost | null, entry: unknown): BlogPost | null {
  const tools = useContext(LivePreviewContext);
  const [live, setLive] = useState<{ entry: unknown; post: BlogPost } | null>(null);
  useEffect(() => {
    if (!tools || !entry) return;
    return tools.followPost(entry, (changed) => setLive({ entry, post: changed }));
  }, [tools, entry]);
  // A change of another post (before a client-side navigation) is not this one's.
  return live && live.entry === entry ? live.post : post;
}
