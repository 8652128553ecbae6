import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PortalProviders } from './portal-providers';

/** A matchMedia whose `(prefers-reduced-motion: reduce)` answer the test switches, telling its listeners. */
function fakeReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

describe('PortalProviders and reduced motion (WCAG 2.3.3)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('turns antd animations off while the user prefers reduced motion, and on again when that changes', () => {
    const setReduced = fakeReducedMotion(true);
    render(
      <PortalProviders>
        <MotionProbe />
      </PortalProviders>,
    );
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => setReduced(false));
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
