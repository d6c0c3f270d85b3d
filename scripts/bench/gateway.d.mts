// Types of gateway.mjs for the bench steps written in TypeScript.
export interface BenchGateway {
  url: string;
  pid: number;
  rssMB(): number | null;
  stop(): Promise<void>;
  crash(): Promise<void>;
}
export function ensureBuild(options?: { apiOnly?: boolean }): void;
export function assertLoopback(url: string): void;
export function rssMB(pid: number): number | null;
export function startGateway(options?: {
  preferredPort?: number;
  timeoutMs?: number;
  storeDir?: string;
  dataDir?: string | null;
  env?: Record<string, string>;
}): Promise<BenchGateway>;
