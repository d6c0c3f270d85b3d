import { createElement, Fragment, type ReactNode } from 'react';

// Article HTML comes from the CMS: it is parsed in an inert document (nothing runs, nothing loads)
// and rebuilt as React elements from an allow-list of tags, with only safe links kept. No HTML
// string is ever handed to the page.

const BLOCK = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'br', 'hr', 'figure', 'figcaption']);
const INLINE = new Set(['strong', 'b', 'em', 'i', 'code', 'a', 'span', 'small', 'sub', 'sup']);
/** Dropped with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'img',
  'video',
  'audio',
  'source',
]);

export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, 'https://invalid.example/');
    if (url.origin === 'https://invalid.example') return null;
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes).map(convert);
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    return href
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children)
      : createElement(Fragment, { key }, ...children);
  }
  if (BLOCK.has(tag) || INLINE.has(tag)) return createElement(tag === 'b' ? 'strong' : tag === 'i' ? 'em' : tag, { key }, ...children);
  // Any other element (div, section, font, ...) keeps its text, not itself.
  return createElement(Fragment, { key }, ...children);
}

/** The article's HTML as safe React elements. */
export function sanitizeHtml(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).map(convert);
}

export function SafeHtml({ html }: { html: string }) {
  return <>{sanitizeHtml(html)}</>;
}
