/**
 * `TopProgress`: a thin (3px) bar fixed at the top of the page, in the primary colour, shown
 * while a remote or route chunk loads. Pure CSS animation; no antd, usable from the login page.
 * It appears after a short delay so that fast loads do not flash it.
 */
import { useEffect, useState } from 'react';
import { colors } from './theme';
import { uiMessages } from './messages';

export interface TopProgressProps {
  active: boolean;
  /** ms before the bar shows (default 150). */
  delay?: number;
  color?: string;
}

const KEYFRAMES = `@keyframes portal-top-progress{0%{transform:translateX(100%) scaleX(.2)}50%{transform:translateX(0) scaleX(.5)}100%{transform:translateX(-100%) scaleX(.2)}}`;

export function TopProgress({ active, delay = 150, color = colors.primary }: TopProgressProps) {
  const [visible, setVisible] = useState(active && delay <= 0);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    if (delay <= 0) {
      setVisible(true);
      return;
    }
    const t = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(t);
  }, [active, delay]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={uiMessages.loading}
      aria-busy="true"
      style={{ position: 'fixed', top: 0, insetInline: 0, height: 3, zIndex: 2000, overflow: 'hidden', pointerEvents: 'none' }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          height: '100%',
          width: '100%',
          background: color,
          transformOrigin: 'center',
          animation: 'portal-top-progress 1.2s ease-in-out infinite',
        }}
      />
    </div>
  );
}

export default TopProgress;
