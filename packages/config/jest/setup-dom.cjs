/* Shims jsdom lacks (verified in ARCHITECTURE §7): TextEncoder (react-router 7), matchMedia (antd responsive
 * props), getComputedStyle with pseudo elements (antd Table), MessageChannel (antd 6 forms), <dialog> methods. */
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  const original = window.getComputedStyle;
  window.getComputedStyle = (elt) => original.call(window, elt);
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.scrollTo) window.scrollTo = () => {};
  // jsdom has <dialog> without its methods: open/close with the `close` event (no top layer, no focus trap —
  // the browser tests cover those).
  if (window.HTMLDialogElement && !window.HTMLDialogElement.prototype.showModal) {
    window.HTMLDialogElement.prototype.showModal = function showModal() {
      this.setAttribute('open', '');
    };
    window.HTMLDialogElement.prototype.show = window.HTMLDialogElement.prototype.showModal;
    window.HTMLDialogElement.prototype.close = function close() {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new window.Event('close'));
    };
  }
  // antd 6 forms (@rc-component/form) batch watchers through a MessageChannel macrotask; jsdom has none.
  if (typeof globalThis.MessageChannel === 'undefined') {
    class MessagePortShim {
      constructor() {
        this.onmessage = null;
        this.other = null;
      }
      postMessage(data) {
        setTimeout(() => this.other && this.other.onmessage && this.other.onmessage({ data }), 0);
      }
      start() {}
      close() {
        this.onmessage = null;
      }
      addEventListener(type, listener) {
        if (type === 'message') this.onmessage = listener;
      }
      removeEventListener() {
        this.onmessage = null;
      }
    }
    globalThis.MessageChannel = class MessageChannelShim {
      constructor() {
        this.port1 = new MessagePortShim();
        this.port2 = new MessagePortShim();
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    };
  }
}
