import { useRef } from 'react';

/** Width of the screen-edge strip that opens the drawer with a swipe. */
export const SWIPE_AREA_PX = 20;
const MIN_SWIPE_PX = 40;

/**
 * A strip on the right edge (the start edge in RTL) below `lg`: swiping from it towards the
 * content opens the sidebar drawer, as on a native app.
 */
export function SwipeArea({ onOpen }: { onOpen: () => void }) {
  const startX = useRef<number | null>(null);
  return (
    <div
      aria-hidden="true"
      data-testid="swipe-area"
      style={{ position: 'fixed', top: 0, bottom: 0, right: 0, width: SWIPE_AREA_PX, zIndex: 900 }}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchMove={(e) => {
        const x = e.touches[0]?.clientX;
        if (startX.current !== null && x !== undefined && startX.current - x > MIN_SWIPE_PX) {
          startX.current = null;
          onOpen();
        }
      }}
      onTouchEnd={() => {
        startX.current = null;
      }}
    />
  );
}
