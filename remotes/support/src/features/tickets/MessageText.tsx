import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?،؛)\]])/g;

/**
 * A message as plain text: line breaks kept (pre-wrap), web addresses made into links that open
 * in a new tab without access to this page. Nothing in it is ever rendered as HTML.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}>
      {/* Underlined: a link in running text must not be told apart by colour alone. */}
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow" dir="ltr" style={{ textDecoration: 'underline' }}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </div>
  );
}
