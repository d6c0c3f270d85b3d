import { readFileSync, statSync } from 'node:fs';

/**
 * A reader of text files that reads each file once per version (its mtime): the host's pages and
 * the frame template are read on every page answer, and change only when a host is published.
 */
export function fileTexts(): (file: string) => string {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return (file) => {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs, text });
    return text;
  };
}
