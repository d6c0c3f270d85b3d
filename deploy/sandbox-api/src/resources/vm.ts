import { randomBytes } from 'node:crypto';
import {
  api,
  createVmHostSchema,
  rebuildVmHostSchema,
  resizeVmHostSchema,
  usageCategories,
  type FieldLabel,
  type VmHost,
  type VmStatus,
} from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { hashPasswordSync } from '../auth/password';
import { bundleOfKind, datacenterName } from '../catalogue';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import type { FieldExtra, ResourceRow, ScopeCtx, SqlValue } from '../engine/types';
import { exists } from '../engine/validators';
import { addError, invalid } from '../http/errors';
import { messages } from '../messages';
import { detachAllFromServer } from './attachments';
import { editableName } from './fields';
import { registerVmRoutes } from './vm-routes';
import { allocatePublicIps, joinPrivateNetwork, privateAddressError, serverNetwork } from './vm-addresses';

const M = messages.vm;
const required = (label: FieldLabel) => ruleMessage({ kind: 'required' }, label);
const outOfRange = (label: FieldLabel, item: { min: number; max: number }) => ruleMessage({ kind: 'outOfRange', min: item.min, max: item.max }, label);

interface ItemRow {
  key: 'cpu' | 'memory' | 'disk' | 'ipv4';
  hourly_price: number;
  min: number;
  max: number;
}
export const vmItems = (ctx: { env: ScopeCtx['env'] }) =>
  Object.fromEntries(
    (ctx.env.db.prepare('SELECT key, hourly_price, min, max FROM product_items WHERE product_id = 1').all() as ItemRow[]).map((r) => [r.key, r]),
  ) as Record<ItemRow['key'], ItemRow>;

const imageMinDisk = (ctx: { env: ScopeCtx['env'] }, imageId: SqlValue) =>
  ctx.env.db.prepare('SELECT min_disk FROM vm_images WHERE id = ?').pluck().get(imageId) as number | undefined;

const knownImage: FieldExtra = { validate: [exists('SELECT 1 FROM vm_images WHERE id = ? AND product_id = 1')] };

/**
 * Resolves the size of a request (a bundle, or custom units within their limits) to columns and
 * an hourly price; every problem goes into `errors`. Predefined is the default, as in the wizard.
 */
function resolveSize(columns: Record<string, SqlValue>, ctx: ScopeCtx, errors: Record<string, string[]>, ipv4: number) {
  const items = vmItems(ctx);
  const predefined = columns.is_predefined !== 0;
  columns.is_predefined = predefined ? 1 : 0;
  if (predefined) {
    // An unknown bundle was already refused by the field's catalogue check.
    if (errors.ProductBundleId) return null;
    if (columns.product_bundle_id == null) {
      addError(errors, 'ProductBundleId', required('productBundle'));
      return null;
    }
    const bundle = bundleOfKind(ctx.env.db, 'vm', columns.product_bundle_id)!;
    // A bundle includes one public IPv4; more are charged per unit.
    const hourly = bundle.hourlyPrice + Math.max(0, ipv4 - 1) * items.ipv4.hourly_price;
    return { cpu: bundle.cpu!, memory: bundle.memory!, disk: bundle.disk!, hourly_price: hourly };
  }
  columns.product_bundle_id = null;
  let ok = true;
  // Custom units: their bounds are catalogue data (product items), said like the contract's range rule.
  for (const [key, error] of [
    ['cpu', 'Cpu'],
    ['memory', 'Memory'],
    ['disk', 'Disk'],
  ] as const) {
    const value = columns[key];
    if (errors[error]) ok = false;
    else if (value == null) {
      addError(errors, error, required(key));
      ok = false;
    } else if ((value as number) < items[key].min || (value as number) > items[key].max) {
      addError(errors, error, outOfRange(key, items[key]));
      ok = false;
    }
  }
  if (!ok) return null;
  const [cpu, memory, disk] = [columns.cpu as number, columns.memory as number, columns.disk as number];
  const hourly = cpu * items.cpu.hourly_price + memory * items.memory.hourly_price + disk * items.disk.hourly_price + ipv4 * items.ipv4.hourly_price;
  return { cpu, memory, disk, hourly_price: hourly };
}

function checkCreate(columns: Record<string, SqlValue>, ctx: ScopeCtx, errors: Record<string, string[]>) {
  const usePublic = columns.use_public_ip_v4 !== 0;
  const usePrivate = columns.use_private_network === 1;
  const items = vmItems(ctx);
  let ipv4 = 0;
  if (usePublic) {
    ipv4 = (columns.ipv4_count as number | null) ?? 1;
    if (!errors.Ipv4Count && (ipv4 < items.ipv4.min || ipv4 > items.ipv4.max)) addError(errors, 'Ipv4Count', outOfRange('ipv4Count', items.ipv4));
  }
  const size = resolveSize(columns, ctx, errors, ipv4);
  const minDisk = columns.image_id == null ? undefined : imageMinDisk(ctx, columns.image_id);
  if (size && minDisk && size.disk < minDisk) addError(errors, columns.is_predefined ? 'ProductBundleId' : 'Disk', M.diskBelowImage(minDisk));
  if (!usePublic && !usePrivate) addError(errors, 'UsePublicIpV4', M.noPublicIp);
  if (usePrivate) {
    if (columns.network_id == null) {
      if (!errors.NetworkId) addError(errors, 'NetworkId', required('network'));
    } else {
      const failure = privateAddressError(ctx, columns.network_id as number, (columns.private_ip as string | null) ?? null, (columns.datacenter_id as number | null) ?? null);
      if (failure) addError(errors, failure.field, failure.message);
    }
  } else {
    columns.network_id = null;
    columns.private_ip = null;
  }
  checkSshKeys(columns, ctx, errors);
  if (size) Object.assign(columns, size);
  columns.ipv4_count = ipv4;
  columns.use_ipv6 = columns.use_public_ip_v6 === 1 ? 1 : 0;
  delete columns.use_public_ip_v4;
  delete columns.use_public_ip_v6;
  delete columns.use_private_network;
}

/** Keys of this project only, and only for a Linux image (Windows takes the password alone). */
function checkSshKeys(columns: Record<string, SqlValue>, ctx: ScopeCtx, errors: Record<string, string[]>) {
  if (errors.SshKeyIds || columns.ssh_key_ids == null) {
    columns.ssh_key_ids = '[]';
    return;
  }
  const ids = JSON.parse(String(columns.ssh_key_ids)) as number[];
  const family = columns.image_id == null ? undefined : (ctx.env.db.prepare('SELECT os_family FROM vm_images WHERE id = ?').pluck().get(columns.image_id) as string | undefined);
  if (family === 'windows') return addError(errors, 'SshKeyIds', M.sshKeysLinuxOnly);
  const known = ctx.env.db.prepare('SELECT 1 FROM ssh_keys WHERE id = ? AND project_id = ?');
  if (ids.some((id) => !known.get(id, ctx.projectId))) addError(errors, 'SshKeyIds', ruleMessage({ kind: 'notOneOf', values: [] }, 'sshKeys'));
}

const ACTIVE: readonly VmStatus[] = ['active'];
const SETTLED: readonly VmStatus[] = ['active', 'stopped'];

export const vmHost = defineResource<VmHost>({
  kind: 'vm-host',
  table: 'vm_hosts',
  provisioned: true,
  creatingStatus: 'building',
  limit: 'vm',
  category: usageCategories.vm,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  catalogue: 'vm',
  schema: createVmHostSchema,
  fields: {
    name: editableName,
    password: { column: 'password_hash' },
    imageId: knownImage,
    ipAddress: { column: 'private_ip' },
    sshKeyIds: { column: 'ssh_key_ids' },
  },
  check: (columns, ctx, errors, mode) => {
    if (mode === 'create') checkCreate(columns, ctx, errors);
  },
  // Only a hash of the root password is kept; the console link is signed with a per-server secret.
  derive: (input) => ({ columns: { password_hash: hashPasswordSync(String(input.password_hash)), console_secret: randomBytes(16).toString('hex') } }),
  onEnter: {
    active: (row, env) => {
      allocatePublicIps(env, row);
      return joinPrivateNetwork(env, row);
    },
  },
  onDelete: (row, env) => detachAllFromServer(env, row.id),
  toContract: (row, env) => toVmHost(row, env),
  endpoints: { list: api.vm.hostList, get: api.vm.hostGet, create: api.vm.hostCreate, edit: api.vm.hostEdit, delete: api.vm.hostDelete },
  actions: {
    start: { endpoint: api.vm.hostStart, from: ['stopped'], via: 'starting', to: 'active' },
    stop: { endpoint: api.vm.hostStop, from: ACTIVE, via: 'stopping', to: 'stopped' },
    shutdown: { endpoint: api.vm.hostShutdown, from: ACTIVE, via: 'stopping', to: 'stopped' },
    reset: { endpoint: api.vm.hostReset, from: ACTIVE, via: 'rebooting', to: 'active' },
    reboot: { endpoint: api.vm.hostReboot, from: ACTIVE, via: 'rebooting', to: 'active' },
    rebuild: {
      endpoint: api.vm.hostRebuild,
      from: SETTLED,
      via: 'rebuilding',
      to: 'active',
      schema: rebuildVmHostSchema,
      fields: { imageId: knownImage },
      effect: (row, input, ctx) => {
        const minDisk = imageMinDisk(ctx, input.image_id)!;
        if ((row.disk as number) < minDisk) throw invalid({ ImageId: [M.diskBelowImage(minDisk)] });
        // A fresh install boots from its disk, not from whatever ISO was left in the drive.
        return { image_id: input.image_id, mounted_iso_id: null };
      },
    },
    changeConfig: {
      endpoint: api.vm.hostChangeConfig,
      from: SETTLED,
      via: 'updating',
      to: (row) => row.status,
      schema: resizeVmHostSchema,
      effect: (row, input, ctx) => {
        const errors: Record<string, string[]> = {};
        const size = resolveSize(input, ctx, errors, row.ipv4_count as number);
        if (size && size.disk < (row.disk as number)) addError(errors, input.is_predefined ? 'ProductBundleId' : 'Disk', M.diskShrink);
        if (size && !Object.keys(errors).length && size.cpu === row.cpu && size.memory === row.memory && size.disk === row.disk)
          addError(errors, input.is_predefined ? 'ProductBundleId' : 'Cpu', M.sameSize);
        if (Object.keys(errors).length || !size) throw invalid(errors);
        return { ...size, is_predefined: input.is_predefined, product_bundle_id: input.product_bundle_id };
      },
    },
  },
  routes: (scope, env) => registerVmRoutes(scope, env),
});

function toVmHost(row: ResourceRow, env: ScopeCtx['env']): VmHost {
  const { db } = env;
  const image = db.prepare('SELECT os, os_family, version FROM vm_images WHERE id = ?').get(row.image_id) as { os: string; os_family: 'linux' | 'windows'; version: string };
  const ips = db.prepare('SELECT address, version FROM vm_ips WHERE vm_host_id = ? ORDER BY id').all(row.id) as Array<{ address: string; version: number }>;
  const net = serverNetwork(env, row.id);
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    status: row.status as VmStatus,
    datacenterId: row.datacenter_id as number,
    datacenterName: datacenterName(db, row.datacenter_id),
    imageId: row.image_id as number,
    osName: image.os,
    osVersion: image.version,
    osFamily: image.os_family,
    cpu: row.cpu as number,
    memory: row.memory as number,
    disk: row.disk as number,
    ipv4: ips.filter((ip) => ip.version === 4).map((ip) => ip.address),
    ipv6: ips.filter((ip) => ip.version === 6).map((ip) => ip.address),
    privateIp: net?.ipAddress ?? null,
    networkId: net?.networkId ?? null,
    productBundleId: (row.product_bundle_id as number | null) ?? null,
    isPredefined: row.is_predefined === 1,
    hourlyPrice: row.hourly_price as number,
    mountedIsoId: (row.mounted_iso_id as number | null) ?? null,
    sshKeyIds: JSON.parse(row.ssh_key_ids as string) as number[],
    createdAt: iso(row.created_at)!,
  };
}
