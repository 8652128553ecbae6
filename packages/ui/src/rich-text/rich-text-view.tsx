import { Typography } from 'antd';
import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-rich-text';

/** Props of {@link RichTextView}. */
export interface RichTextViewProps {
  /** Rich-text HTML as stored by the server (announcement messages, news bodies). */
  html: string;
  /** Class of the wrapping element, e.g. to limit its height in a list. */
  className?: string;
}

/**
 * Shows stored rich text (issue 12, spec §1; docs/helpdesk-api.md "Rich text"): sanitizes it again with DOMPurify
 * ({@link sanitizeRichText}: the editor's tags only, http/https/mailto links opening in a new tab with
 * `rel="noopener noreferrer"`) although the server stored it sanitized, as defence in depth, and renders it with
 * antd Typography's styles for nested paragraphs, headings, lists, quotes and code (theme tokens, nothing global).
 *
 * Synchronous on purpose, unlike the editor: DOMPurify is about 8 KB gz, @portal/ui is bundled per app with
 * `sideEffects: false`, so only an app that imports this view carries it, and that app (helpdesk) shows rich text on
 * its first page (home: news and announcements), where a lazy chunk would add a request and make the text pop in.
 */
export function RichTextView({ html, className }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <Typography component="div" className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
