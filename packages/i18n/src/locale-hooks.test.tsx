import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n, setLocale } from './instance';
import { useLocale, useRemoteNamespace } from './locale-hooks';

function Greeting() {
  const locale = useLocale();
  const { t } = useRemoteNamespace('greeting-test', { en: { hello: 'Hello' }, nl: { hello: 'Hallo' } });
  return (
    <p>
      {locale}: {t('hello')}
    </p>
  );
}

describe('useLocale and useRemoteNamespace', () => {
  beforeAll(() => initI18n());
  afterAll(() => setLocale('en'));

  it('renders a remote namespace and re-renders when the locale changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('en: Hello')).toBeInTheDocument();
    await act(() => setLocale('nl'));
    expect(screen.getByText('nl: Hallo')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('nl', 'greeting-test')).toBe(true);
  });
});
