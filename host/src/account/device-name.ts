import { accountMessages } from './messages';

const t = accountMessages.sessions;

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, keyof typeof t.browsers]> = [
  [/Edg\//, 'edge'],
  [/OPR\//, 'opera'],
  [/Firefox\//, 'firefox'],
  [/Chrome\/|CriOS\//, 'chrome'],
  [/Safari\//, 'safari'],
];
const SYSTEMS: Array<[RegExp, keyof typeof t.systems]> = [
  [/Windows/, 'windows'],
  [/Android/, 'android'],
  [/iPhone|iPad|iPod/, 'ios'],
  [/Mac OS X|Macintosh/, 'mac'],
  [/Linux/, 'linux'],
];

/** "Chrome روی Linux" from a User-Agent, for the session list; the raw string is its tooltip. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return t.unknownDevice;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser && !system) return t.unknownDevice;
  return [browser ? t.browsers[browser] : t.unknownDevice, system ? `${t.on} ${t.systems[system]}` : ''].filter(Boolean).join(' ');
}
