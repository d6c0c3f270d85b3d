// Public surface of @portal/sandbox-api: the gateway mounts `sandboxPlugin`; tests use `createSandbox`.
import type { Db } from './db/open';
import { peekCaptchaAnswer } from './auth/captcha';

export { createSandbox, sandboxPlugin, type Sandbox, type SandboxPluginOptions } from './app';
export { createCore, type SandboxCore, type SandboxOptions } from './core';
export { seedDemo, DEMO_CREDENTIALS, DEMO_CUSTOMER } from './seed';
export { createClock, manualClock, type Clock } from './clock';
export { openDb, type Db } from './db/open';
export { migrate, migrations, type Migration } from './db/migrations';
export { totp, verifyTotp, generateTotpSecret } from './auth/totp';
export { defineResource } from './engine/define';
export type { ResourceDef, ResourceDecl, FieldDef, FieldExtra, ResourceRow } from './engine/types';
export { registerResource } from './engine/register';
export { beginTransition } from './engine/lifecycle';
export { allResources } from './areas';
export { FAULT_HEADER } from './http/faults';

/** Test hook: the answer of a live captcha, without consuming it. */
export function peekCaptcha(target: Db | { db: Db }, key: string): string | null {
  return peekCaptchaAnswer('prepare' in target ? target : target.db, key);
}
