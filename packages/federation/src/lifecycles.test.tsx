import { act, screen } from '@testing-library/react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { createRemoteLifecycles, type RemoteRootProps } from './lifecycles';
import { organizationsManifest } from './test-fixtures';

const route = { ...organizationsManifest[0], remote: 'customers' };

function mountProps(domElement: HTMLElement, extra: Partial<RemoteRootProps> = {}) {
  return { name: 'parcel-1', domElement, basename: '/', route, ...extra } as RemoteRootProps & AppProps;
}

/**
 * Runs a lifecycle: React renders synchronously inside act(); single-spa-react resolves the lifecycle promise
 * after the commit (setTimeout), which is awaited outside act().
 */
async function run(lifecycle: LifeCycleFn<RemoteRootProps>, props: RemoteRootProps & AppProps): Promise<void> {
  let done!: Promise<unknown>;
  act(() => {
    done = lifecycle(props);
  });
  await done;
}

describe('createRemoteLifecycles (ARCHITECTURE §2)', () => {
  let domElement: HTMLElement;
  beforeEach(() => {
    domElement = document.createElement('div');
    document.body.append(domElement);
  });
  afterEach(() => domElement.remove());

  it('mounts the Root with the parcel props and unmounts it cleanly', async () => {
    function Root({ route: r, basename }: RemoteRootProps) {
      return (
        <p>
          {r.path} at {basename}
        </p>
      );
    }
    const lifecycles = createRemoteLifecycles(Root);
    const props = mountProps(domElement);
    await lifecycles.bootstrap(props);
    await run(lifecycles.mount, props);
    expect(screen.getByText('/organizations at /')).toBeInTheDocument();

    await run(lifecycles.unmount, props);
    expect(domElement).toBeEmptyDOMElement();
  });

  it('mounts again after an unmount (route left and visited again)', async () => {
    const lifecycles = createRemoteLifecycles(() => <p>customers screen</p>);
    const props = mountProps(domElement);
    for (let i = 0; i < 2; i++) {
      await run(lifecycles.mount, props);
      expect(screen.getByText('customers screen')).toBeInTheDocument();
      await run(lifecycles.unmount, props);
      expect(domElement).toBeEmptyDOMElement();
    }
  });

  it('keeps a crash inside the parcel (error boundary) and offers a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const lifecycles = createRemoteLifecycles(Broken);
    const props = mountProps(domElement);
    await run(lifecycles.mount, props);
    expect(screen.getByText('Something went wrong on this screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await run(lifecycles.unmount, props);
    expect(domElement).toBeEmptyDOMElement();
    jest.restoreAllMocks();
  });

  it('passes updated props on update (navigation inside the same remote)', async () => {
    const lifecycles = createRemoteLifecycles(({ route: r }: RemoteRootProps) => <p>{r.path}</p>);
    const props = mountProps(domElement);
    await run(lifecycles.mount, props);
    await run(lifecycles.update!, { ...props, route: { ...route, path: '/organizations/:id' } });
    expect(screen.getByText('/organizations/:id')).toBeInTheDocument();
    await run(lifecycles.unmount, props);
  });
});
