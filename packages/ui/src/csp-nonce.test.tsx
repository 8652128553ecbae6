import { render, screen } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { cspNonce, nonceLibraryStyles } from './csp-nonce';
import { PortalProviders } from './portal-providers';

/**
 * Issue 20: under the portal's Content-Security-Policy a `<style>` element applies only with the page's nonce. The
 * server puts the nonce into the shell's HTML; antd's styles, and the styles rc-util adds for a modal, must carry it.
 */

const NONCE = 'bm9uY2UtZm9yLXRlc3Rz';

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', NONCE);
  document.head.prepend(meta);
});

/** The style elements in <head>: their nonce and whether they are the modal's scroll lock. */
const headStyles = () =>
  [...document.head.querySelectorAll('style')].map((style) => ({
    nonce: style.nonce,
    scrollLock: (style.textContent ?? '').includes('overflow-y: hidden'),
  }));

describe('cspNonce', () => {
  it('reads the nonce the server put into the page', () => {
    expect(cspNonce()).toBe(NONCE);
  });
});

describe('PortalProviders under the CSP', () => {
  it('gives antd’s runtime styles the page’s nonce, the modal’s scroll lock included', async () => {
    render(
      <PortalProviders>
        <Button type="primary">Save</Button>
        <Modal open title="Add product">
          body
        </Modal>
      </PortalProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    const styles = headStyles();
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.filter((style) => style.scrollLock)).toEqual([{ nonce: NONCE, scrollLock: true }]);
    expect(styles.every((style) => style.nonce === NONCE)).toBe(true);
  });
});

describe('nonceLibraryStyles', () => {
  it('gives the nonce only to style elements rc-util marks, and only once installed', () => {
    nonceLibraryStyles('second-call-is-ignored');
    const marked = document.createElement('style');
    marked.setAttribute('data-rc-order', 'append');
    document.head.appendChild(marked);
    const other = document.createElement('style');
    document.head.insertBefore(other, document.head.firstChild);
    expect(marked.nonce).toBe(NONCE);
    expect(other.nonce).toBe('');
  });
});
