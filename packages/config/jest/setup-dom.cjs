/* Shims jsdom lacks (verified in ARCHITECTURE §7): TextEncoder (react-router 7), matchMedia (antd responsive
 * props), getComputedStyle with pseudo elements (antd Table), MessageChannel (antd 6 forms), <dialog> methods. */
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    // Width queries are answered for a wide desktop (globalThis.TEST_SCREEN_WIDTH, default 1600 px: antd's xxl), so
    // table columns that only show on wide screens (antd `responsive`) are there in component tests; a test of a
    // narrow layout sets TEST_SCREEN_WIDTH before it renders. Other queries do not match.
    const matchesWidth = (query) => {
      const width = globalThis.TEST_SCREEN_WIDTH ?? 1600;
      const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
      const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
      if (!min && !max) return false;
      return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    };
    window.matchMedia = (query) => ({
      matches: matchesWidth(query),
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

/*
 * user-event checks `pointer-events` by calling getComputedStyle on the target and every ancestor before each
 * action. With antd's CSS-in-JS rules in jsdom that cost about 1 s per click or typed text (adding an address
 * took 18 s of a 20 s timeout and timed out when the machine was busy). Every `userEvent` call skips that check
 * here; whether a control can really be clicked is checked in Chromium by the end-to-end suite.
 */
{
  const userEventModule = require('@testing-library/user-event');
  const { PointerEventsCheckLevel } = userEventModule;
  const userEvent = userEventModule.default;
  const FAST = { pointerEventsCheck: PointerEventsCheckLevel.Never };
  /** Position of the options argument of each direct API (user-event 14: `click(element, options)`, …). */
  const OPTIONS_AT = {
    click: 1,
    dblClick: 1,
    tripleClick: 1,
    hover: 1,
    unhover: 1,
    keyboard: 1,
    pointer: 1,
    paste: 1,
    type: 2,
    selectOptions: 2,
    deselectOptions: 2,
    upload: 2,
    copy: 0,
    cut: 0,
  };
  for (const [name, at] of Object.entries(OPTIONS_AT)) {
    const direct = userEvent[name];
    userEvent[name] = (...args) => {
      const next = [...args];
      next[at] = { ...FAST, ...(args[at] ?? {}) };
      return direct(...next);
    };
  }
  const setup = userEvent.setup;
  userEvent.setup = (options = {}) => setup({ ...FAST, ...options });
}
