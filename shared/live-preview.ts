/**
 * What a preview page needs to talk to Contentful's Live Preview pane (docs/decisions/095).
 * Present only in preview responses (RootData.livePreview): visitors' pages never carry it.
 */
export interface LivePreviewSettings {
  /** The space's default locale, the one the site's entries are read in: field tags name it. */
  locale: string;
  /** Origins allowed to frame the page (CONTENTFUL_PREVIEW_FRAME_ANCESTORS): the only ones the page talks to. */
  origins: string[];
}
