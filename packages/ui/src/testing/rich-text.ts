/**
 * Test helpers for pages with a RichTextEditor (issue 12), for the component tests of any remote. Imported by tests
 * only, as `@portal/ui/src/testing/rich-text` (not exported from the package entry, so no bundle carries Testing
 * Library).
 *
 * ```ts
 * import { fillRichText } from '@portal/ui/src/testing/rich-text';
 *
 * await user.type(screen.getByLabelText('Title'), 'Planned maintenance');
 * await fillRichText('Message', '<p>The portal is <strong>offline</strong> on Sunday.</p>');
 * await user.click(screen.getByRole('button', { name: 'Save' }));
 * // the request body's `message` is '<p>The portal is <strong>offline</strong> on Sunday.</p>'
 * ```
 */
import type { TiptapEditorHTMLElement } from '@tiptap/react';
import { act, screen, waitFor } from '@testing-library/react';

/** A contenteditable that TipTap drives (it puts its editor on the element). */
type EditorElement = TiptapEditorHTMLElement & { editor: NonNullable<TiptapEditorHTMLElement['editor']> };

/**
 * Gives jsdom the layout functions ProseMirror calls while typing and clicking (`Range.getClientRects`,
 * `Range.getBoundingClientRect`, `document.elementFromPoint`), answering "no layout". Idempotent. Needed only by
 * tests that type into the editor or use its toolbar with user-event; {@link fillRichText} installs it itself.
 */
export function installRichTextDomShims(): void {
  const emptyRect = () => ({
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    toJSON: () => ({}),
  });
  const range = Range.prototype as unknown as Record<string, unknown>;
  range.getBoundingClientRect ??= emptyRect;
  range.getClientRects ??= () => Object.assign([], { item: () => null });
  const doc = document as unknown as Record<string, unknown>;
  doc.elementFromPoint ??= () => null;
}

/** How long to wait for the lazy editor: the first load of TipTap in a test file takes a few seconds in jest. */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * Waits until the rich-text editor named `label` has loaded (it is lazy) and returns its editable element
 * (role="textbox"; named by its Form.Item label, `aria-label` or `aria-labelledby`). Fails after 10 s when there is
 * none.
 */
export async function findRichTextEditor(label: string | RegExp): Promise<EditorElement> {
  return waitFor(
    () => {
      const editable = screen
        .getAllByRole('textbox', { name: label })
        .find((element): element is EditorElement => Boolean((element as TiptapEditorHTMLElement).editor));
      if (!editable) throw new Error(`No rich-text editor named ${String(label)}`);
      return editable;
    },
    { timeout: LOAD_TIMEOUT_MS },
  );
}

/**
 * Fills the rich-text editor named `label` with `html` (e.g. `'<p>Hello <strong>world</strong></p>'`) as if the user
 * had typed and formatted it: the content is replaced through the editor, which then calls its `onChange` with its
 * own HTML for it (so a form field gets what typing would give; '' for empty content). Waits for the lazy editor.
 * Does not move the focus: a form validating on blur needs a focus change afterwards (e.g. `user.tab()`).
 */
export async function fillRichText(label: string | RegExp, html: string): Promise<void> {
  installRichTextDomShims();
  const editable = await findRichTextEditor(label);
  await act(async () => {
    editable.editor.commands.setContent(html, { emitUpdate: true });
  });
}
