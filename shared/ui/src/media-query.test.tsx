import { act, render, screen } from '@testing-library/react';
import { useScreenUp } from './media-query';

/** A viewport of `width` px whose `(min-width: N px)` queries tell their listeners when it changes. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return current >= min;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    };
  }) as never;
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((fn) => fn());
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Probe({ onRender }: { onRender: (wide: boolean) => void }) {
  const wide = useScreenUp('lg');
  onRender(wide);
  return <p>{wide ? 'wide' : 'narrow'}</p>;
}

test('the first render already knows the screen, and renders once', () => {
  const screenOf = viewport(1300);
  const seen: boolean[] = [];
  render(<Probe onRender={(wide) => seen.push(wide)} />);
  expect(screen.getByText('wide')).toBeInTheDocument();
  expect(seen).toEqual([true]);
  screenOf.restore();
});

test('a resize across the band renders again with the new answer', () => {
  const screenOf = viewport(1300);
  render(<Probe onRender={() => undefined} />);
  act(() => screenOf.resize(800));
  expect(screen.getByText('narrow')).toBeInTheDocument();
  act(() => screenOf.resize(1200));
  expect(screen.getByText('wide')).toBeInTheDocument();
  screenOf.restore();
});
