/**
 * The TipTap implementation of RichTextEditor (issue 12). Loaded lazily by `rich-text-editor.tsx`: only that
 * module may import this one, and only with `import()`, so TipTap stays out of every app's first load.
 */
import { useRemoteNamespace } from '@portal/i18n';
import { EditorContent, isNodeEmpty, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { theme, Typography } from 'antd';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';
import { cspNonce } from '../csp-nonce';
import { LinkDialog } from './link-dialog';
import { RICH_TEXT_EDITOR_HEIGHT, type RichTextEditorProps } from './rich-text-editor-props';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import { UI_RICH_TEXT_NS, uiRichTextCatalogs } from './rich-text-texts';

/**
 * The editor's content as the form gets it: '' when there is no text (only spaces counts as none), else its HTML
 * without the empty paragraph TipTap keeps after a final list, heading or quote (so the cursor can get below it).
 */
function richTextHtml(editor: Editor): string {
  if (isNodeEmpty(editor.state.doc, { ignoreWhitespace: true })) return '';
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/** How many reported values may wait for their echo through `value`. */
const MAX_UNECHOED = 50;

/** Height of the toolbar row in px; the text area gets the rest of RICH_TEXT_EDITOR_HEIGHT. */
const TOOLBAR_HEIGHT = 33;

/** The link dialog's state while open: the address at the caret and whether there is a link to remove. */
interface LinkDialogState {
  open: boolean;
  url: string;
  hasLink: boolean;
}

/**
 * See RichTextEditor. Controlled: `value` is written into the editor only when it is an outside change (form
 * reset, loaded record): neither the editor's current HTML nor one it reported and is waiting to get back. It is
 * written without an undo step and without `onChange`, so typing never moves the caret and loading a record does
 * not make the form dirty.
 */
export default function TiptapRichTextEditor({
  value,
  onChange,
  onBlur,
  id,
  placeholder,
  disabled = false,
  ref,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
}: RichTextEditorProps) {
  useRemoteNamespace(UI_RICH_TEXT_NS, uiRichTextCatalogs);
  const { token } = theme.useToken();
  const wrapper = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const [link, setLink] = useState<LinkDialogState>({ open: false, url: '', hasLink: false });
  const openLinkDialog = useRef(() => {});
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const [initialContent] = useState(value ?? '');

  const editorProps = useMemo(
    () => ({
      attributes: definedOnly({
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        'aria-labelledby': ariaLabelledBy,
        'aria-describedby': ariaDescribedBy,
        'aria-invalid': invalid ? 'true' : undefined,
        'aria-required': ariaRequired === true || ariaRequired === 'true' ? 'true' : undefined,
        'aria-disabled': disabled ? 'true' : undefined,
        'aria-placeholder': placeholder,
        style: [
          `min-height:${RICH_TEXT_EDITOR_HEIGHT - TOOLBAR_HEIGHT - 2}px`,
          `padding:${token.paddingXS}px ${token.paddingSM}px`,
          'outline:none',
        ].join(';'),
      }),
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (
          (event.ctrlKey || event.metaKey) &&
          !event.altKey &&
          !event.shiftKey &&
          event.key.toLowerCase() === 'k'
        ) {
          event.preventDefault();
          openLinkDialog.current();
          return true;
        }
        return false;
      },
    }),
    [id, ariaLabel, ariaLabelledBy, ariaDescribedBy, invalid, ariaRequired, disabled, placeholder, token],
  );

  // What onChange reported and the parent has not passed back as `value` yet (oldest first; capped for parents
  // that never pass it back).
  const unechoed = useRef<string[]>([]);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    // TipTap adds its base styles as a <style> element: with the page's CSP nonce, or the policy refuses it.
    injectNonce: cspNonce(),
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = richTextHtml(current);
      unechoed.current = [...unechoed.current.slice(-MAX_UNECHOED + 1), html];
      onChange?.(html);
    },
  });

  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });

  useEffect(() => {
    if (editor.isEditable === !disabled) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // `value` may lag behind the editor while the user types (the parent re-renders after more input was read), so
  // a value the editor reported itself is never written back; anything else that differs is an outside change.
  useLayoutEffect(() => {
    const next = value ?? '';
    const echo = unechoed.current.indexOf(next);
    if (echo >= 0) {
      unechoed.current = unechoed.current.slice(echo + 1);
      return;
    }
    if (editor.isDestroyed || next === richTextHtml(editor)) return;
    unechoed.current = [];
    editor.chain().setMeta('addToHistory', false).setContent(next, { emitUpdate: false }).run();
  }, [editor, value]);

  useFormItemLabel(editor, wrapper, id, !ariaLabel && !ariaLabelledBy);

  useEffect(() => {
    openLinkDialog.current = () => {
      if (!editor.isEditable) return;
      setLink({ open: true, url: editor.getAttributes('link').href ?? '', hasLink: editor.isActive('link') });
    };
  }, [editor]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => editor.commands.focus(),
      get nativeElement() {
        return wrapper.current?.querySelector<HTMLElement>('[contenteditable]') ?? null;
      },
    }),
    [editor],
  );

  function applyLink(url: string) {
    setLink((state) => ({ ...state, open: false }));
    const chain = editor.chain().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
  }

  function removeLink() {
    setLink((state) => ({ ...state, open: false }));
    editor.chain().extendMarkRange('link').unsetLink().run();
  }

  // Focus moving between the text and the toolbar is not leaving the control.
  function leave(event: FocusEvent<HTMLDivElement>) {
    if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    if (!link.open) onBlur?.();
  }

  const borderColor = invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  return (
    <>
      <div
        ref={wrapper}
        onFocus={() => setFocused(true)}
        onBlur={leave}
        style={{
          border: `${token.lineWidth}px ${token.lineType} ${borderColor}`,
          borderRadius: token.borderRadius,
          background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
          boxShadow: focused
            ? `0 0 0 ${token.controlOutlineWidth}px ${invalid ? token.colorErrorOutline : token.controlOutline}`
            : undefined,
          transition: `all ${token.motionDurationMid}`,
        }}
      >
        <div
          style={{
            minHeight: TOOLBAR_HEIGHT,
            padding: token.paddingXXS,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          }}
        >
          <RichTextToolbar editor={editor} disabled={disabled} onLink={() => openLinkDialog.current()} />
        </div>
        <Typography component="div" style={{ position: 'relative', marginBottom: 0 }}>
          {isEmpty && placeholder && (
            <div
              aria-hidden
              style={{
                position: 'absolute',
                insetBlockStart: token.paddingXS,
                insetInlineStart: token.paddingSM,
                color: token.colorTextPlaceholder,
                pointerEvents: 'none',
              }}
            >
              {placeholder}
            </div>
          )}
          <EditorContent editor={editor} />
        </Typography>
      </div>
      <LinkDialog
        open={link.open}
        initialUrl={link.url}
        onApply={applyLink}
        onRemove={link.hasLink ? removeLink : undefined}
        onCancel={() => setLink((state) => ({ ...state, open: false }))}
        afterClose={() => editor.commands.focus()}
      />
    </>
  );
}

/** `attributes` without the undefined ones (ProseMirror would write "undefined"). */
function definedOnly(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Names the editable element after the `<label for={id}>` that antd Form.Item renders, when `wanted` (no aria-label
 * or aria-labelledby given): a label's `for` names only form controls, so the label gets an id (if it has none) and
 * the element `aria-labelledby`. A click on the label puts the caret into the text, as it would for an input. The
 * label is searched in the editor's own form item first, so this works inside a dialog on any opening.
 */
function useFormItemLabel(
  editor: Editor,
  wrapper: RefObject<HTMLElement | null>,
  id: string | undefined,
  wanted: boolean,
): void {
  useEffect(() => {
    const editable = wrapper.current?.querySelector('[contenteditable]');
    // The label is looked up next to the editor first: in a dialog whose portal is not in the document yet (the
    // editor's code already loaded, so it mounts in the same commit) a document-wide search finds nothing.
    const near = wrapper.current?.closest('.ant-form-item') ?? null;
    const byFor = (element: HTMLLabelElement) => element.htmlFor === id;
    const label =
      [...(near?.querySelectorAll('label') ?? [])].find(byFor) ??
      [...document.querySelectorAll('label')].find(byFor);
    if (!id || !wanted || !editable || !label) return;
    if (!label.id) label.id = `${id}_label`;
    editable.setAttribute('aria-labelledby', label.id);
    const focus = () => editor.commands.focus();
    label.addEventListener('click', focus);
    return () => {
      label.removeEventListener('click', focus);
      editable.removeAttribute('aria-labelledby');
    };
  }, [editor, wrapper, id, wanted]);
}
