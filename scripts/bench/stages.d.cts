export interface StagedRequest {
  name: string;
  type: string;
  start: number;
  end: number;
}
export const SHELL_CALLS: RegExp;
export const ENTRY_MARK: string;
export function stagesOf<R extends StagedRequest>(
  requests: readonly R[],
  remote: string,
  entryAt?: number,
): { staged: (R & { path: string; stage: number })[]; count: number };
