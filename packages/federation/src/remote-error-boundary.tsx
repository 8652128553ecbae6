import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusScreen } from './status-screen';
import { useFederationTexts } from './texts';

/** Props of {@link RemoteErrorBoundary}. */
export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Rendered instead of the default crash screen; receives a reset function. */
  fallback?: (reset: () => void, error: Error) => ReactNode;
  /** Called once per caught error (logging). */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When any of these change after a crash, the boundary resets (e.g. the location path). */
  resetKeys?: unknown[];
}

interface State {
  error: Error | null;
  resetKeys?: unknown[];
}

function CrashedScreen({ onReset }: { onReset: () => void }) {
  const texts = useFederationTexts();
  return (
    <StatusScreen status="error" title={texts.crashedTitle} text={texts.crashedText} action={texts.retry} onAction={onReset} />
  );
}

/**
 * Error boundary of a remote's screen (ARCHITECTURE §2, fault tolerance level 3): a crash inside stays inside,
 * showing a retry screen; the shell and other remotes keep working. Used in every parcel and around every outlet.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    const changed =
      props.resetKeys !== undefined &&
      (state.resetKeys === undefined ||
        props.resetKeys.length !== state.resetKeys.length ||
        props.resetKeys.some((key, i) => !Object.is(key, state.resetKeys?.[i])));
    if (!changed) return null;
    return { resetKeys: props.resetKeys, error: state.error ? null : state.error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('[federation] a screen crashed:', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.reset, error) : <CrashedScreen onReset={this.reset} />;
  }
}
