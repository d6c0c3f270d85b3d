import type { MouseEvent, ReactNode } from 'react';
import { goTo } from './public-router';

export function Link({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    goTo(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
