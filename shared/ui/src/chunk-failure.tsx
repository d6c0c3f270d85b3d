/**
 * `ChunkFailure`: what the content area shows when a remote or a route chunk fails to load or
 * times out: the Persian message, the technical text "Loading chunk failed"
 * (kept in English, for support) and a retry button. The shell around it keeps working.
 */
import { Component, lazy, Suspense, useMemo, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { uiMessages } from './messages';

export interface ChunkFailureProps {
  onRetry: () => void;
  /** Technical detail (error message, remote name); shown small, left-to-right. */
  detail?: string;
}

export function ChunkFailure({ onRetry, detail }: ChunkFailureProps) {
  return (
    <div role="alert">
      <Result
        status="warning"
        title={uiMessages.chunkFailedTitle}
        subTitle={
          <>
            <div>{uiMessages.chunkFailedHint}</div>
            <Typography.Text type="secondary" dir="ltr" style={{ display: 'block', marginTop: 8 }}>
              <code>{uiMessages.chunkFailedTechnical}</code>
              {detail ? <code>{` — ${detail}`}</code> : null}
            </Typography.Text>
          </>
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            {uiMessages.chunkRetry}
          </Button>
        }
      />
    </div>
  );
}

/**
 * Shows `ChunkFailure` instead of its children once they throw (a chunk that failed or timed out,
 * a render error); `onError` hears of it (a remote counts it against its version).
 */
export class ChunkBoundary extends Component<{ onRetry: () => void; onError?: (error: unknown) => void; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  override render() {
    if (this.state.error) return <ChunkFailure onRetry={this.props.onRetry} detail={describeChunkError(this.state.error)} />;
    return this.props.children;
  }
}

export function describeChunkError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** A chunk's module: its component, whose props the wrappers below take. */
type ChunkModule = { default: ComponentType<any> };
/** The props of a chunk's component. */
type PropsOf<M extends ChunkModule> = ComponentProps<M['default']>;

/**
 * A page, or a dialog, of its own chunk (its props passed through): React's `lazy` under the
 * failure panel. Retry imports it again (webpack
 * loads a chunk whose load failed anew on the next import); the 120 s limit is the build's
 * `chunkLoadTimeout` (@portal/build), after which the import fails like any other. A module the
 * page shares through federation whose load failed stays failed in the federation runtime, so a
 * retry that fails again while the browser is online loads a fresh page on the same address
 * (`reload`, by default the browser's); offline, the panel stays for the next try.
 */
export function lazyChunk<M extends ChunkModule>(
  load: () => Promise<M>,
  fallback: ReactNode = null,
  reload: () => void = () => window.location.reload(),
): ComponentType<PropsOf<M>> {
  let failedBefore = false;
  const attempt = () =>
    load().then(
      (module) => {
        failedBefore = false;
        return module;
      },
      (error: unknown) => {
        if (!failedBefore || !navigator.onLine) {
          failedBefore = true;
          throw error;
        }
        reload();
        return new Promise<never>(() => undefined);
      },
    );
  return function LazyChunk(props: PropsOf<M>) {
    const [tries, setTries] = useState(0);
    // A new lazy per attempt: React keeps a failed lazy's error for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tries` is not read: a new try asks for a new lazy
    const Page = useMemo(() => lazy(attempt), [tries]) as ComponentType<PropsOf<M>>;
    return (
      <ChunkBoundary key={tries} onRetry={() => setTries((n) => n + 1)}>
        <Suspense fallback={fallback}>
          <Page {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

/**
 * A chunk the caller may load ahead (`load`, before the first render) and the component showing
 * it. Loaded by the time it mounts, the component renders the module as is: suspended, React would
 * hold it back for up to 300 ms after its fallback. Else it is `lazyChunk`'s. Chosen once per
 * mount, so what is shown is never swapped for another element type.
 */
export function preloadableChunk<M extends ChunkModule>(importer: () => Promise<M>) {
  let loaded: ComponentType<PropsOf<M>> | null = null;
  const load = () =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazyChunk(load);
  function Chunk(props: PropsOf<M>) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { load, Component: Chunk };
}

export default ChunkFailure;
