/** A mistake in how the command was called (exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Parsed {
  command: string | undefined;
  positional: string[];
  options: Record<string, string | true>;
}

const VALUED = new Set(['version', 'from', 'to', 'keep', 'store', 'lock-wait', 'commit', 'percent', 'reason']);
const FLAGS = new Set(['help', 'json', 'build', 'allow-incompatible']);

/** `publish storage --version 1.2.0 --from dist` → command, positionals and options. */
export function parseArgs(argv: string[]): Parsed {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      options.help = true;
    } else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (FLAGS.has(key)) options[key] = true;
      else if (VALUED.has(key)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith('--')) throw new UsageError(`--${key} needs a value`);
        options[key] = value;
      } else throw new UsageError(`unknown option --${key}`);
    } else positional.push(arg);
  }
  const [command, ...rest] = positional;
  return { command, positional: rest, options };
}

export const HELP = `portal-deploy: publish, promote and roll back one remote of the portal without touching the others.

Usage: pnpm deploy:remote <command> [arguments] [options]

Commands:
  publish <remote> [--version v] [--from <build dir>] [--build]
      Build the remote if needed, check its shared dependencies against the active host, copy it
      into the store, smoke-load it, then make it live. <remote> may be "host".
  promote <remote> <version>
      Make a stored version live. Moves the pointer only.
  rollback <remote> [--to <version>]
      Make the previous live version (or --to) live again. Moves the pointer only.
  canary <remote> <version> --percent N [--reason "..."]
      Make a stored version the canary: N % of browsers (1-100, whole) load it instead of the live
      version. With --from <dir> or --build, a build, stored and checked as publish does it. The
      same checks as a publish run first. Another version replaces a running canary.
  canary <remote> --percent M
      Raise or lower the running canary's percentage.
  promote <remote>
      Make the running canary the live version.
  abort <remote> [--reason "..."]
      End the running canary: every browser gets the live version.
      (A publish, a rollback or a promote of another version ends a running canary too.)
  status
      Every remote (and the host): live version, since when, by whom, commit; any canary.
  history <remote>
      Every pointer and canary move of a remote.
  prune <remote> --keep N
      Delete stored versions except the live one, a running canary and the N newest.

Options:
  --store <dir|s3://bucket/prefix>
                     the store: a folder, or an S3-compatible bucket (written with conditional
                     writes; $S3_ENDPOINT, $AWS_REGION and the AWS_* credentials apply)
                     (default $STORE_URL, else $STORE_DIR, else $DATA_DIR/store, else .data/store)
  --version <v>      version to publish as (default: package version + short commit)
  --from <dir>       publish this build folder instead of remotes/<remote>/dist
  --build            rebuild even when a build is on disk
  --commit <sha>     commit recorded in history (default: git rev-parse --short HEAD)
  --percent <N>      canary: share of browsers, 1-100
  --reason "..."     canary, abort, promote, rollback: why, recorded in history
  --allow-incompatible
                     publish without the shared-dependency check (a coordinated upgrade of a
                     shared major: publish the host this way, then every remote normally)
  --lock-wait <s>    seconds to wait for another publisher (default 60)
  --json             machine-readable output
  -h, --help         this help

Who is recorded: $DEPLOY_USER, else the OS user.
Exit codes: 0 done, 1 refused or failed (the reason is printed), 2 wrong usage.`;
