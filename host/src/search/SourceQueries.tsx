import { useEffect } from 'react';
import { useApiQuery, type AnyEndpoint, type Group } from '@portal/api';
import type { Row } from './match';
import { perRowKey } from './results';
import { apiEndpoint } from '@portal/areas';
import { projectParam, type SearchSource } from './sources';

/** What a list query tells the box: its rows once in, `failed` when it was refused. */
export type ListReport = (key: string, rows: readonly Row[] | undefined, failed: boolean) => void;

// Quiet: a list that fails is one area the box cannot search, said once in the box, not a toast
// per project. Same key as the area's own pages (group, path, params), so both share the entry.
function useList(group: string, template: string, params: Record<string, number>, key: string, report: ListReport) {
  const query = useApiQuery(group as Group, apiEndpoint(template) as AnyEndpoint, { params, showsRefusal: true });
  const rows = Array.isArray(query.data) ? (query.data as readonly Row[]) : undefined;
  useEffect(() => report(key, rows, query.isError), [key, rows, query.isError, report]);
  return rows;
}

function PerRowList({ source, rowId, report }: { source: SearchSource; rowId: number; report: ListReport }) {
  const perRow = source.searchable.perRow!;
  useList(source.searchable.group, perRow.list, { [projectParam]: source.projectId, [perRow.rowParam]: rowId }, perRowKey(source, rowId), report);
  return null;
}

function SourceList({ source, withPerRow, report }: { source: SearchSource; withPerRow: boolean; report: ListReport }) {
  const rows = useList(source.searchable.group, source.searchable.list, { [projectParam]: source.projectId }, source.key, report);
  if (!withPerRow || !source.searchable.perRow || !rows) return null;
  return (
    <>
      {rows
        .map((row) => row.id)
        .filter((id): id is number => typeof id === 'number')
        .map((id) => (
          <PerRowList key={id} source={source} rowId={id} report={report} />
        ))}
    </>
  );
}

/** Reads every source's list (and, when asked, each row's per-row list), reporting what arrives. */
export function SourceQueries({ sources, withPerRow, report }: { sources: readonly SearchSource[]; withPerRow: boolean; report: ListReport }) {
  return (
    <>
      {sources.map((source) => (
        <SourceList key={source.key} source={source} withPerRow={withPerRow} report={report} />
      ))}
    </>
  );
}
