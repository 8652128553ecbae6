/**
 * The Content-Security-Policy nonce the server put into this page (issue 20): the API server sends the shell's HTML
 * with `<meta property="csp-nonce" nonce="…">` and a policy whose style-src names that nonce, so only `<style>`
 * elements carrying it apply. Returns undefined where there is none (webpack dev server, tests).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once parsed (getAttribute answers ""); the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

const PATCHED = Symbol.for('portal.cspStyleNonce');

/**
 * Gives `nonce` to the `<style>` elements rc-util inserts into `<head>` without one (issue 20). antd passes its
 * ConfigProvider `csp` nonce to its CSS-in-JS, but the scroll lock of modals and drawers (@rc-component/portal
 * useScrollLocker → rc-util updateCSS) never passes it, so under the policy that style would be refused and the
 * page behind a dialog would scroll. Only elements rc-util marks (`data-rc-order`) are touched, and only when a
 * script inserts them: a `<style>` injected as markup (innerHTML) does not pass here and stays blocked. Installed
 * once per page, however many bundles call it.
 */
export function nonceLibraryStyles(nonce: string): void {
  if (typeof document === 'undefined' || !document.head) return;
  const head = document.head as HTMLHeadElement & { [PATCHED]?: true };
  if (head[PATCHED]) return;
  head[PATCHED] = true;
  const mark = (node: Node) => {
    if (node instanceof HTMLStyleElement && !node.nonce && node.hasAttribute('data-rc-order'))
      node.nonce = nonce;
  };
  const { appendChild, insertBefore } = head;
  head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
    mark(node);
    return appendChild.call(this, node) as T;
  };
  head.insertBefore = function <T extends Node>(this: HTMLHeadElement, node: T, child: Node | null): T {
    mark(node);
    return insertBefore.call(this, node, child) as T;
  };
}
