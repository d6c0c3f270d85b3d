// Public pages of product areas (blog, contact us, …): the prefixes the areas declare as public,
// mounted without the guard and without the signed-in layout. Only this list is in the login
// page's bundle; the shell that mounts them (PublicAreaApp) is a chunk of its own.
import { areas, isUnder, type RemoteName } from '@portal/areas';

export const publicAreaPrefixes: ReadonlyArray<readonly [prefix: string, remote: RemoteName]> = areas.flatMap((area) =>
  area.public && 'publicPrefixes' in area ? area.publicPrefixes.map((prefix) => [prefix, area.remote] as const) : [],
);

/** Whether `pathname` is one of the public area pages (whole segments: `/blogger` is not `/blog`). */
export function isPublicAreaPath(pathname: string): boolean {
  return publicAreaPrefixes.some(([prefix]) => isUnder(pathname, prefix));
}
