/**
 * A post body: the rich-text document rendered with createRichTextOptions(). No body shows
 * 'No content available'; a body that cannot be rendered shows 'Error displaying content'
 * and the failure is logged (spec: Blog post). Conversion errors are caught where they
 * happen (this works during server rendering too); the boundary catches the rest in the browser.
 */
import { Component, type ReactNode } from 'react';
import type { Document } from '@contentful/rich-text-types';
import { documentToReactComponents } from '@contentful/rich-text-react-renderer';
import { createRichTextOptions } from './rich-text-options.tsx';

export const NO_CONTENT_TEXT = 'No content available';
export const RENDER_ERROR_TEXT = 'Error displaying content';

export type RenderErrorReporter = (error: unknown) => void;

/** The visitor sees a calm message; the console (browser) or the process log (server) gets the details. */
export const reportRenderError: RenderErrorReporter = (error) => {
  console.error(RENDER_ERROR_TEXT, error);
};

function Message({ text }: { text: string }) {
  return <p className="my-8 rounded-lg bg-surface-2 p-4 text-ink-3">{text}</p>;
}

class RenderBoundary extends Component<{ children: ReactNode; onError: RenderErrorReporter }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <Message text={RENDER_ERROR_TEXT} /> : this.props.children;
  }
}

function hasContent(document: Document | null | undefined): document is Document {
  return Boolean(document && Array.isArray(document.content) && document.content.length > 0);
}

export function RichText({
  document,
  onError = reportRenderError,
}: {
  document: Document | null | undefined;
  onError?: RenderErrorReporter;
}) {
  if (!hasContent(document)) return <Message text={NO_CONTENT_TEXT} />;
  let body: ReactNode;
  try {
    body = documentToReactComponents(document, createRichTextOptions());
  } catch (error) {
    onError(error);
    return <Message text={RENDER_ERROR_TEXT} />;
  }
  return (
    <RenderBoundary onError={onError}>
      <div className="text-base text-ink-2 sm:text-lg *:content-auto *:[--content-estimate:6rem]">{body}</div>
    </RenderBoundary>
  );
}
