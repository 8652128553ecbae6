import { useRemoteNamespace } from '@portal/i18n';
import { Skeleton, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { RICH_TEXT_EDITOR_HEIGHT, type RichTextEditorProps } from './rich-text-editor-props';
import { UI_RICH_TEXT_NS, uiRichTextCatalogs } from './rich-text-texts';

export type { RichTextEditorHandle, RichTextEditorProps } from './rich-text-editor-props';

/** Loads the TipTap editor module (a chunk of its own); call it early, e.g. on hover, to avoid the placeholder. */
export const preloadRichTextEditor = () => import('./tiptap-rich-text-editor');

const TiptapRichTextEditor = lazy(preloadRichTextEditor);

/**
 * The rich-text editor for announcement messages and news bodies (issue 12, spec §1: "Announcement and message
 * texts are edited in a rich-text editor"): bold, italic, bulleted and numbered lists, links (http, https and
 * mailto only), headings 2 and 3, undo/redo; TipTap's keyboard shortcuts; the toolbar is one Tab stop (arrow keys
 * move within it). Produces HTML in the schema of RICH_TEXT_ALLOWED_TAGS.
 *
 * Lazy: this wrapper is all the package entry holds; TipTap and ProseMirror (the bulk of the weight) load the first
 * time an editor renders, with a skeleton of the editor's size meanwhile, so apps that never show an editor never
 * download them.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorPlaceholder />}>
      <TiptapRichTextEditor {...props} />
    </Suspense>
  );
}

/** A box of the editor's size with a skeleton, announced as "Loading the editor…". */
function RichTextEditorPlaceholder() {
  const { t } = useRemoteNamespace(UI_RICH_TEXT_NS, uiRichTextCatalogs);
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      style={{
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: token.paddingSM,
        minHeight: RICH_TEXT_EDITOR_HEIGHT,
      }}
    >
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    </div>
  );
}
