import { useEffect, useState } from 'react';

/** The header gets a shadow once the page scrolled more than 50 px. */
export const HEADER_SHADOW_SCROLL_PX = 50;

export function useScrolledPast(threshold = HEADER_SHADOW_SCROLL_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
