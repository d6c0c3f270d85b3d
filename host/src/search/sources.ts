import { areaMessages, areas, PROJECT_ID, type AreaDeclaration, type AreaSearchable } from '@portal/areas';
import type { Project } from '@portal/contracts';
import type { Registered } from '../remotes/registered';

/** One list the search box reads: one searchable resource of an area, in one project. */
export interface SearchSource {
  /** Unique among the sources: remote, list and project. */
  key: string;
  remote: string;
  /** The area's name, heading its results with the project's. */
  areaLabel: string;
  searchable: AreaSearchable;
  projectId: number;
  projectName: string;
}

/** `:name` placeholders filled from `values`; null when one has no value. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string | null {
  let missing = false;
  const filled = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

export const projectParam = PROJECT_ID.slice(1);

/**
 * Every list to read: each searchable resource of each area whose remote is deployed here (a
 * link elsewhere would only show the failure panel), in each of the user's projects.
 */
export function searchSources(registered: Registered, projects: readonly Project[]): SearchSource[] {
  if (registered === null) return [];
  return (areas as readonly AreaDeclaration[])
    .filter((area) => registered.has(area.remote))
    .flatMap((area) =>
      (area.search ?? []).flatMap((searchable) =>
        projects.map((project) => ({
          key: `${area.remote} ${searchable.list} ${project.id}`,
          remote: area.remote,
          areaLabel: areaMessages[area.label],
          searchable,
          projectId: project.id,
          projectName: project.name ?? String(project.id),
        })),
      ),
    );
}
