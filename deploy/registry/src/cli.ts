import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { HELP, UsageError, parseArgs, type Parsed } from './cli-args';
import type { CompatOptions } from './checks';
import { readManifest } from './compat';
import { abortCanary, checkCanaryStart, promoteCanary, setCanaryPercent, startCanary, type CanaryResult } from './canary';
import { readHistory, type HistoryRecord } from './history';
import { LockBusyError } from './lock';
import { DeployError, promote, prune, publish, rollback, status, type BuildInput, type MoveResult } from './operations';
import { readRegistry } from './registry-document';
import { HOST, MANIFEST, REMOTE_ENTRY, gitCommit } from './store';
import { isBucketUrl, onStore } from './store-home';

export interface CliEnv {
  /** The repository (remotes/, host/, scripts/). */
  root: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

function storeOf(p: Parsed, { root, env }: CliEnv): string {
  const given = p.options.store;
  if (typeof given === 'string') return isBucketUrl(given) ? given : resolve(given);
  if (env.STORE_URL) return env.STORE_URL;
  if (env.STORE_DIR) return resolve(env.STORE_DIR);
  return resolve(env.DATA_DIR ?? join(root, '.data'), 'store');
}

const whoOf = (env: NodeJS.ProcessEnv): string => env.DEPLOY_USER || env.USER || userInfo().username;

function appDir(root: string, name: string): string {
  return name === HOST ? join(root, 'host') : join(root, 'remotes', name);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** A build is needed when asked, when there is none, or when the app's sources are newer. */
export function needsBuild(dir: string, name: string, force: boolean): boolean {
  const marker = join(dir, 'dist', name === HOST ? 'index.html' : REMOTE_ENTRY);
  if (force || !existsSync(marker)) return true;
  return existsSync(join(dir, 'src')) && newestMtime(join(dir, 'src')) > statSync(marker).mtimeMs;
}

function requireName(p: Parsed, command: string): string {
  const name = p.positional[0];
  if (!name) throw new UsageError(`${command} needs a remote name`);
  return name;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

/** The package version the build was made from (the federation manifest records it). */
function versionOfBuild(buildDir: string): string | undefined {
  if (!existsSync(join(buildDir, MANIFEST))) return undefined;
  const manifest = readManifest(join(buildDir, MANIFEST)) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  return manifest.metaData?.buildInfo?.buildVersion;
}

function versionOfPackage(dir: string): string | undefined {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

/**
 * The build publish and canary take: `--from <dir>`, else the app's own dist, built first when there
 * is none, its sources are newer, or `--build` asks.
 */
function resolveBuild(p: Parsed, ctx: CliEnv, name: string): Omit<BuildInput, 'version' | keyof CompatOptions> {
  const from = typeof p.options.from === 'string' ? resolve(p.options.from) : null;
  const dir = appDir(ctx.root, name);
  if (!from && !existsSync(dir)) {
    const known = existsSync(join(ctx.root, 'remotes')) ? readdirSync(join(ctx.root, 'remotes')).join(', ') : '';
    throw new UsageError(`unknown remote "${name}" (remotes: ${known}; or give --from <build dir>)`);
  }
  if (!from && needsBuild(dir, name, p.options.build === true)) {
    ctx.out(`Building ${name}…`);
    const r = spawnSync(process.execPath, [join(ctx.root, 'scripts/build-app.mjs'), name], { cwd: ctx.root, stdio: 'inherit' });
    if (r.status !== 0) throw new DeployError(`the build of ${name} failed (exit ${r.status})`);
  }
  const buildDir = from ?? join(dir, 'dist');
  return {
    buildDir,
    packageVersion: versionOfBuild(buildDir) ?? versionOfPackage(dir) ?? '0.0.0',
    commit: typeof p.options.commit === 'string' ? p.options.commit : gitCommit(from ?? ctx.root),
  };
}

/** What a publish or a canary is checked against: the host's own build while none is published. */
const compatOf = (p: Parsed, ctx: CliEnv): CompatOptions => ({
  hostManifestFallback: join(ctx.root, 'host/dist', MANIFEST),
  allowIncompatible: p.options['allow-incompatible'] === true,
});

async function runPublish(p: Parsed, ctx: CliEnv): Promise<void> {
  const name = requireName(p, 'publish');
  const build = resolveBuild(p, ctx, name);
  const started = Date.now();
  const { record, copied, unchanged, canaryEnd } = await publish({
    store: storeOf(p, ctx),
    name,
    ...build,
    ...compatOf(p, ctx),
    who: whoOf(ctx.env),
    version: typeof p.options.version === 'string' ? p.options.version : undefined,
    lockWaitMs: lockWait(p),
  });
  if (p.options.json) return ctx.out(JSON.stringify({ ...record, copied, unchanged, ...(canaryEnd ? { canaryEnd } : {}), ms: Date.now() - started }));
  if (unchanged) return ctx.out(`${name}@${record.version} is already live; nothing changed`);
  if (canaryEnd) ctx.out(sentenceOf(canaryEnd));
  ctx.out(
    `${copied ? 'Stored and published' : 'Already stored; published'} ${name}@${record.version} (was ${record.previous ?? 'none'}) in ${Date.now() - started} ms`,
  );
}

const reasonOf = (p: Parsed): string | undefined => (typeof p.options.reason === 'string' && p.options.reason.trim() ? p.options.reason.trim() : undefined);

/** One history line as a sentence: what an operator reads after a command. */
export function sentenceOf(r: HistoryRecord): string {
  const by = `(${r.action} by ${r.who}${r.reason ? `: ${r.reason}` : ''})`;
  switch (r.action) {
    case 'canary':
      return `${r.name}: canary ${r.version} at ${r.percent}% beside live ${r.previous} ${by}`;
    case 'canary-percent':
      return `${r.name}: canary ${r.version} at ${r.previousPercent}% → ${r.percent}% beside live ${r.previous} ${by}`;
    case 'canary-abort':
      return `${r.name}: canary ${r.version} ended at ${r.percent}%, beside live ${r.previous} ${by}`;
    default:
      return `${r.name}: ${r.previous ?? 'none'} → ${r.version} ${by}`;
  }
}

function lockWait(p: Parsed): number {
  const raw = p.options['lock-wait'];
  if (raw === undefined) return 60_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new UsageError('--lock-wait takes a number of seconds');
  return seconds * 1000;
}

function reportMove(p: Parsed, ctx: CliEnv, name: string, result: MoveResult): void {
  if (p.options.json) {
    const { record, canaryEnd } = result;
    return ctx.out(JSON.stringify(record ? { ...record, ...(canaryEnd ? { canaryEnd } : {}) } : { name, version: result.unchanged, unchanged: true }));
  }
  if (!result.record) return ctx.out(`${name}@${result.unchanged} is already live; nothing changed`);
  if (result.canaryEnd) ctx.out(sentenceOf(result.canaryEnd));
  ctx.out(sentenceOf(result.record));
}

function reportCanary(p: Parsed, ctx: CliEnv, name: string, result: CanaryResult): void {
  if (p.options.json) return ctx.out(JSON.stringify(result));
  if (!result.records.length) return ctx.out(`${name}: canary ${result.canary!.version} is already at ${result.canary!.percent}%; nothing changed`);
  if (result.copied) ctx.out(`Stored ${name}@${result.canary!.version}`);
  result.records.forEach((r) => ctx.out(sentenceOf(r)));
}

function percentOf(p: Parsed, usage: string): string {
  const raw = p.options.percent;
  if (typeof raw !== 'string') throw new UsageError(`${usage} needs --percent N`);
  return raw;
}

/**
 * `canary <remote> <version> --percent N`: a stored version as the canary; with --from or --build,
 * a build (stored and checked on the way, as publish does); `canary <remote> --percent M` alone
 * changes the running canary's percentage.
 */
async function runCanary(p: Parsed, ctx: CliEnv): Promise<void> {
  const name = requireName(p, 'canary');
  const percent = percentOf(p, 'canary');
  const given = p.positional[1];
  const option = typeof p.options.version === 'string' ? p.options.version : undefined;
  if (given && option && given !== option) throw new UsageError(`two versions given (${given} and --version ${option}); give one`);
  const version = given ?? option;
  const actor = { store: storeOf(p, ctx), who: whoOf(ctx.env), name, reason: reasonOf(p), lockWaitMs: lockWait(p) };
  const fromBuild = typeof p.options.from === 'string' || p.options.build === true;
  if (!fromBuild && !version) return reportCanary(p, ctx, name, setCanaryPercent({ ...actor, percent }));
  // Refuse a wrong percentage or remote before spending minutes on a build.
  checkCanaryStart(actor.store, name, percent);
  const build = fromBuild ? resolveBuild(p, ctx, name) : undefined;
  reportCanary(p, ctx, name, await startCanary({ ...actor, ...compatOf(p, ctx), percent, version, build }));
}

const commands: Record<string, (p: Parsed, ctx: CliEnv) => Promise<void> | void> = {
  publish: runPublish,
  promote: (p, ctx) => {
    const name = requireName(p, 'promote');
    const version = p.positional[1];
    const actor = { store: storeOf(p, ctx), who: whoOf(ctx.env), name, reason: reasonOf(p), lockWaitMs: lockWait(p) };
    if (version) return reportMove(p, ctx, name, promote({ ...actor, version }));
    // Without a version it promotes the running canary; with none running it is the old usage mistake.
    if (!readRegistry(actor.store).remotes[name]?.canary) {
      throw new UsageError(`promote needs a version: promote <remote> <version> (without one it promotes the running canary, and ${name} has none)`);
    }
    reportCanary(p, ctx, name, promoteCanary(actor));
  },
  rollback: (p, ctx) => {
    const name = requireName(p, 'rollback');
    const to = typeof p.options.to === 'string' ? p.options.to : undefined;
    reportMove(p, ctx, name, rollback({ store: storeOf(p, ctx), who: whoOf(ctx.env), name, to, reason: reasonOf(p), lockWaitMs: lockWait(p) }));
  },
  canary: runCanary,
  abort: (p, ctx) => {
    const name = requireName(p, 'abort');
    reportCanary(p, ctx, name, abortCanary({ store: storeOf(p, ctx), who: whoOf(ctx.env), name, reason: reasonOf(p), lockWaitMs: lockWait(p) }));
  },
  status: (p, ctx) => {
    const rows = status(storeOf(p, ctx));
    if (p.options.json) return ctx.out(JSON.stringify(rows));
    if (!rows.length) return ctx.out(`Nothing is published in ${storeOf(p, ctx)}`);
    // The CANARY column only while one runs somewhere: the usual table stays as it was.
    const canaries = rows.some((r) => r.canary);
    const canaryCell = (c: (typeof rows)[number]['canary']) =>
      c ? `${c.version} at ${c.percent}% since ${c.since} by ${c.by}${c.reason ? ` (${c.reason})` : ''}` : '-';
    table([
      ['REMOTE', 'VERSION', 'SINCE', 'BY', 'COMMIT', ...(canaries ? ['CANARY'] : [])],
      ...rows.map((r) => [r.name, r.version, r.since, r.by, r.commit, ...(canaries ? [canaryCell(r.canary)] : [])]),
    ]).forEach(ctx.out);
  },
  history: (p, ctx) => {
    const name = requireName(p, 'history');
    const moves = readHistory(storeOf(p, ctx), name);
    if (p.options.json) return ctx.out(JSON.stringify(moves));
    if (!moves.length) return ctx.out(`No history for ${name}`);
    // PERCENT and REASON only once a move has one (canaries, a reason given).
    const extra = moves.some((m) => m.percent !== undefined || m.reason);
    const percentCell = (m: HistoryRecord) =>
      m.percent === undefined ? '-' : m.previousPercent === undefined ? `${m.percent}%` : `${m.previousPercent}%→${m.percent}%`;
    table([
      ['WHEN', 'ACTION', 'VERSION', 'PREVIOUS', 'BY', 'COMMIT', ...(extra ? ['PERCENT', 'REASON'] : [])],
      ...moves.map((m) => [m.at, m.action, m.version, m.previous ?? '-', m.who, m.commit ?? '-', ...(extra ? [percentCell(m), m.reason ?? ''] : [])]),
    ]).forEach(ctx.out);
  },
  prune: (p, ctx) => {
    const name = requireName(p, 'prune');
    const keep = Number(p.options.keep);
    if (p.options.keep === undefined || !Number.isInteger(keep) || keep < 0) throw new UsageError('prune needs --keep N (a whole number ≥ 0)');
    const removed = prune({ store: storeOf(p, ctx), who: whoOf(ctx.env), name, keep, lockWaitMs: lockWait(p) });
    if (p.options.json) return ctx.out(JSON.stringify({ removed }));
    ctx.out(removed.length ? `Removed ${name}: ${removed.join(', ')}` : `Nothing to remove for ${name}`);
  },
};

/** Runs one command; resolves to the exit code (0 done, 1 refused or failed, 2 usage). */
export async function main(argv: string[], ctx: CliEnv): Promise<number> {
  try {
    const p = parseArgs(argv);
    if (p.options.help || p.command === 'help') {
      ctx.out(HELP);
      return 0;
    }
    if (!p.command) throw new UsageError('no command given');
    const command = commands[p.command];
    if (!command) throw new UsageError(`unknown command "${p.command}"`);
    const store = storeOf(p, ctx);
    if (!isBucketUrl(store)) {
      await command(p, ctx);
      return 0;
    }
    // In a bucket the command runs on a working copy, perhaps more than once (a move of another
    // remote meanwhile): what it says is printed once its changes are in the bucket.
    let lines: string[] = [];
    const version = p.positional[1] ?? (typeof p.options.version === 'string' ? p.options.version : undefined);
    const name = p.positional[0];
    await onStore({ store, name, what: p.command, env: ctx.env, needs: { whole: name && version ? [{ name, version }] : [] } }, async (dir) => {
      lines = [];
      const say = (line: string) => lines.push(line.split(dir).join(store));
      await command({ ...p, options: { ...p.options, store: dir } }, { ...ctx, out: say });
    });
    lines.forEach(ctx.out);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.err(`portal-deploy: ${error.message}\nRun with --help for usage.`);
      return 2;
    }
    if (error instanceof DeployError || error instanceof LockBusyError) {
      ctx.err(`portal-deploy: refused: ${error.message}`);
      return 1;
    }
    ctx.err(`portal-deploy: failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
