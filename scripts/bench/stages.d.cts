export interface StagedRequest {
  name: string;
  type: string;
  start: number;
  end: number;
}
export const SHELL_CALLS: RegExp;
export function stagesOf<R extends StagedRequest>(requests: readonly R[], remote: string): { staged: (R & { path: string; stage: number })[]; count: number };
