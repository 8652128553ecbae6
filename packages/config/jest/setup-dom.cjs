/* Shims jsdom lacks (verified in ARCHITECTURE §7): TextEncoder (react-router 7), matchMedia (antd responsive
 * props), getComputedStyle with pseudo elements (antd Table). */
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
}
