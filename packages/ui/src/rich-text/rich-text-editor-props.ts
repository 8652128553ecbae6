/**
 * Props and size of RichTextEditor (issue 12), in a module of their own: both the lazy wrapper (package entry) and
 * the TipTap implementation (its own chunk) use them.
 */
import type { Ref } from 'react';

/** What a `ref` on {@link RichTextEditor} gives (antd Form uses `focus` for `scrollToFirstError: { focus: true }`). */
export interface RichTextEditorHandle {
  /** Puts the caret into the text. */
  focus: () => void;
  /** The editable element (role="textbox"). */
  nativeElement: HTMLElement | null;
}

/** Props of {@link RichTextEditor}. Works as an antd `Form.Item` control (`value` / `onChange` / `id` / aria-*). */
export interface RichTextEditorProps {
  /** The text as HTML (controlled); undefined or '' for an empty text. */
  value?: string;
  /** Called with the HTML after every change by the user; '' when the text is empty. Not called for `value` updates. */
  onChange?: (html: string) => void;
  /** Called when focus leaves the editor and its toolbar (for `validateTrigger="onBlur"`). */
  onBlur?: () => void;
  /** id of the editable element (Form.Item sets it; its label then names the editor). */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Form.Item passes the string 'true' when the field has an error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** Shown in the empty editor. */
  placeholder?: string;
  /** Read-only: no typing, toolbar disabled. */
  disabled?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

/** Height of an empty editor in px (toolbar and three lines): the placeholder keeps it, so nothing jumps. */
export const RICH_TEXT_EDITOR_HEIGHT = 160;
