/**
 * Test helpers for stored plain text (issue 21 "stored text is raw HTML"): texts a user may type that are markup,
 * and a check that a rendered page made no element of them. Imported by tests only, as
 * `@portal/ui/src/testing/plain-text` (not exported from the package entry).
 *
 * ```ts
 * server.on('GET', '/organizations', { items: [{ ...ITEM, name: IMG_MARKUP }], … });
 * expect(await screen.findByText(IMG_MARKUP)).toBeInTheDocument(); // shown as the text it is
 * expectNoElementsFromMarkup();
 * ```
 */

/** Text that becomes an image running a script handler when it is rendered as HTML. */
export const IMG_MARKUP = '<img src=x onerror=alert(1)>';

/** Text that ends an attribute value and opens a script when it is put into HTML unescaped. */
export const SCRIPT_MARKUP = '"><script>alert(1)</script>';

/** Asserts that `root` (the whole document by default) holds no element made of IMG_MARKUP or SCRIPT_MARKUP. */
export function expectNoElementsFromMarkup(root: ParentNode = document): void {
  expect(root.querySelectorAll('img[src="x"], [onerror], script')).toHaveLength(0);
}
