import { randomBytes } from 'node:crypto';
import {
  api,
  createVmHostSchema,
  editVmHostSchema,
  NETWORK_STATUS,
  OPERATING_SYSTEM_IDS,
  POWER_STATUS,
  PRODUCT,
  rebuildVmHostSchema,
  STORAGE_CLASS_TYPE_IDS,
  usageCategories,
  type FieldLabel,
  type VmHost,
  type VmHostRow,
  type VmStateAction,
  type VmStatus,
  vmActionAllowed,
  vmPowerState,
} from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { hashPasswordSync } from '../../auth/password';
import { BUNDLE_KINDS, bundleOfKind, datacenterName } from '../../catalogue';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import type { FieldExtra, ResourceRow, ScopeCtx, SqlValue } from '../../engine/types';
import { exists } from '../../engine/validators';
import { wireStatus, wireStatusId } from '../../engine/wire-status';
import { addError, invalid, refused } from '../../http/errors';
import { messages } from '../../messages';
import { detachAllFromServer } from './attachments';
import { editableName, uniqueName } from '../../engine/fields';
import { registerVmRoutes } from './vm-routes';
import { allocatePublicIps, joinPrivateNetwork, privateAddressError } from './vm-addresses';
import { selectAll, selectOne, selectValue } from '../../db/query';

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
    selectAll<ItemRow>(ctx.env.db, 'SELECT key, hourly_price, min, max FROM product_items WHERE product_id = ?', PRODUCT.vm).map((r) => [r.key, r]),
  ) as Record<ItemRow['key'], ItemRow>;

const imageMinDisk = (ctx: { env: ScopeCtx['env'] }, imageId: SqlValue) =>
  selectValue<number>(ctx.env.db, 'SELECT min_disk FROM vm_images WHERE id = ?', imageId);

const knownImage: FieldExtra = { validate: [exists(`SELECT 1 FROM vm_images WHERE id = ? AND product_id = ${PRODUCT.vm}`)] };

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

/**
 * The provider's create body: one public IPv4 with `usedPublicIpV4` (more on the IP tab), a
 * private network when `vmNetworkId` is given; the server goes to its project's data centre.
 */
function checkCreate(columns: Record<string, SqlValue>, ctx: ScopeCtx, errors: Record<string, string[]>) {
  const usePublic = columns.used_public_ip_v4 !== 0;
  const usePrivate = columns.network_id != null;
  const ipv4 = usePublic ? 1 : 0;
  columns.datacenter_id = selectValue<number>(ctx.env.db, 'SELECT datacenter_id FROM projects WHERE id = ?', ctx.projectId)!;
  const size = resolveSize(columns, ctx, errors, ipv4);
  const minDisk = columns.image_id == null ? undefined : imageMinDisk(ctx, columns.image_id);
  if (size && minDisk && size.disk < minDisk) addError(errors, columns.is_predefined ? 'ProductBundleId' : 'Disk', M.diskBelowImage(minDisk));
  if (!usePublic && !usePrivate) addError(errors, 'UsedPublicIpV4', M.noPublicIp);
  if (usePrivate) {
    const failure = privateAddressError(ctx, columns.network_id as number, (columns.private_ip as string | null) ?? null, columns.datacenter_id);
    if (failure) addError(errors, failure.field === 'NetworkId' ? 'VmNetworkId' : failure.field, failure.message);
  } else columns.private_ip = null;
  checkAccess(columns, ctx, errors);
  if (size) Object.assign(columns, size);
  columns.ipv4_count = ipv4;
  columns.use_ipv6 = columns.used_public_ip_v6 === 1 ? 1 : 0;
  columns.storage_class_type_id ??= STORAGE_CLASS_TYPE_IDS.ssd;
  delete columns.used_public_ip_v4;
  delete columns.used_public_ip_v6;
}

/**
 * A password or a key of this project opens the server; a key only on a Linux image (Windows
 * takes the password alone). Shared by create and rebuild.
 */
function checkAccess(columns: Record<string, SqlValue>, ctx: ScopeCtx, errors: Record<string, string[]>) {
  if (errors.VmKeyId || errors.Password) return;
  const keyId = columns.vm_key_id as number | null | undefined;
  if (keyId == null && columns.password_hash == null) return addError(errors, 'Password', M.passwordOrKey);
  columns.ssh_key_ids = JSON.stringify(keyId == null ? [] : [keyId]);
  if (keyId == null) return;
  const windows = columns.image_id != null && imageOsId(ctx, columns.image_id) === OPERATING_SYSTEM_IDS.windows;
  if (windows) return addError(errors, 'VmKeyId', M.sshKeysLinuxOnly);
  if (!ctx.env.db.prepare('SELECT 1 FROM ssh_keys WHERE id = ? AND project_id = ?').get(keyId, ctx.projectId))
    addError(errors, 'VmKeyId', ruleMessage({ kind: 'notOneOf', values: [] }, 'sshKeys'));
}

const imageOsId = (ctx: { env: ScopeCtx['env'] }, imageId: SqlValue) =>
  selectValue<number>(ctx.env.db, 'SELECT operating_system_id FROM vm_images WHERE id = ?', imageId);

/** A root password is kept only as a hash; a server opened by key alone gets one nobody knows. */
const rootHash = (password: SqlValue | undefined) => hashPasswordSync(password == null ? randomBytes(24).toString('base64url') : String(password));

/** Every state the sandbox keeps a server in (the provider's answer shows them as statusId and powerStatus). */
const VM_STATES: readonly VmStatus[] = [
  'building',
  'active',
  'starting',
  'stopping',
  'stopped',
  'rebooting',
  'rebuilding',
  'updating',
  'deleting',
  'reverting',
  'restoring',
  'failed',
];
/** States in which the machine runs: on its way down it still does; a resize keeps it as it was, a rebuild brings it up. */
const RUNNING: readonly string[] = ['active', 'rebooting', 'stopping', 'deleting'];
const runs = (row: { status: unknown; next_status?: unknown }) =>
  RUNNING.includes(String(row.status)) || ((row.status === 'updating' || row.status === 'rebuilding') && row.next_status === 'active');

/** A server's state in the provider's words: its `statusId` (via wireStatus) and `powerStatus`. */
export const vmWireState = (row: { status: unknown; next_status?: unknown }) => ({
  statusId: wireStatusId(String(row.status)),
  powerStatus: runs(row) ? POWER_STATUS.on : POWER_STATUS.off,
});

/**
 * The states an action is accepted from: those the contracts' rule (`vmActionAllowed`) accepts
 * once they are said in the provider's words, so the sandbox refuses what the portal does not offer.
 */
export const vmAcceptedFrom = (action: VmStateAction): readonly VmStatus[] => VM_STATES.filter((status) => vmActionAllowed(action, vmWireState({ status })));
/** Settled (running or off): what a drive change needs, as every action of the rule does. */
export const isVmSettled = (row: { status: unknown; next_status?: unknown }) => vmPowerState(vmWireState(row)) != null;

/**
 * The cluster node a server is, if it is one: a node of a Kubernetes cluster names its server
 * (`kuber_nodes.vm_host_id`), and `host/get` says so (isCluster, isMaster for the control plane).
 */
function clusterNodeOf(env: ScopeCtx['env'], vmHostId: number): { master: boolean } | null {
  const role = selectValue<string>(env.db, 'SELECT role FROM kuber_nodes WHERE vm_host_id = ? ORDER BY id LIMIT 1', vmHostId);
  return role == null ? null : { master: role === 'control-plane' };
}

/** Every state change stamps the server's `modifyDate`. */
const touched = (ctx: { env: ScopeCtx['env'] }) => ({ modified_at: ctx.env.clock.ms() });

export const vmHost = defineResource<VmHost>({
  kind: 'vm-host',
  table: 'vm_hosts',
  provisioned: true,
  creatingStatus: 'building',
  limit: 'vm',
  category: usageCategories.vm,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  productBundles: BUNDLE_KINDS.vm,
  schema: createVmHostSchema,
  fields: {
    name: editableName,
    password: { column: 'password_hash' },
    vmImageId: { ...knownImage, column: 'image_id' },
    vmNetworkId: { column: 'network_id' },
    ipAddress: { column: 'private_ip' },
  },
  check: (columns, ctx, errors, mode) => {
    if (mode === 'create') checkCreate(columns, ctx, errors);
  },
  // Only a hash of the root password is kept; the console link is signed with a per-server secret.
  derive: (input) => ({ columns: { password_hash: rootHash(input.password_hash), console_secret: randomBytes(16).toString('hex') } }),
  onEnter: {
    active: (row, env) => {
      allocatePublicIps(env, row);
      return joinPrivateNetwork(env, row);
    },
  },
  onDelete: (row, env) => detachAllFromServer(env, row.id),
  toContract: (row, env) => toVmHost(row, env),
  toListRow: (row, env) => toVmListRow(row, env),
  endpoints: { list: api.vm.hostList, get: api.vm.hostGet, create: api.vm.hostCreate, delete: api.vm.hostDelete },
  actions: {
    start: { endpoint: api.vm.hostStart, from: vmAcceptedFrom('start'), via: 'starting', to: 'active', effect: (_r, _i, ctx) => touched(ctx) },
    stop: { endpoint: api.vm.hostStop, from: vmAcceptedFrom('stop'), via: 'stopping', to: 'stopped', effect: (_r, _i, ctx) => touched(ctx) },
    shutdown: { endpoint: api.vm.hostShutdown, from: vmAcceptedFrom('shutdown'), via: 'stopping', to: 'stopped', effect: (_r, _i, ctx) => touched(ctx) },
    reset: { endpoint: api.vm.hostReset, from: vmAcceptedFrom('reset'), via: 'rebooting', to: 'active', effect: (_r, _i, ctx) => touched(ctx) },
    reboot: { endpoint: api.vm.hostReboot, from: vmAcceptedFrom('reboot'), via: 'rebooting', to: 'active', effect: (_r, _i, ctx) => touched(ctx) },
    /** A fresh install, and the provider's only rename (the body's `name`); never on a cluster's node. */
    rebuild: {
      endpoint: api.vm.hostRebuild,
      from: vmAcceptedFrom('rebuild'),
      via: 'rebuilding',
      to: 'active',
      schema: rebuildVmHostSchema,
      fields: { name: uniqueName, vmImageId: { ...knownImage, column: 'image_id' }, password: { column: 'password_hash' } },
      effect: (row, input, ctx) => {
        if (clusterNodeOf(ctx.env, row.id)) throw refused(M.clusterNodeRebuild);
        const errors: Record<string, string[]> = {};
        const minDisk = imageMinDisk(ctx, input.image_id)!;
        if ((row.disk as number) < minDisk) addError(errors, 'VmImageId', M.diskBelowImage(minDisk));
        checkAccess(input, ctx, errors);
        if (Object.keys(errors).length) throw invalid(errors);
        // A fresh install boots from its disk, not from whatever ISO was left in the drive.
        return {
          image_id: input.image_id,
          mounted_iso_id: null,
          name: (input.name as string | null) ?? (row.name as string),
          password_hash: rootHash(input.password_hash),
          vm_key_id: (input.vm_key_id as number | null) ?? null,
          ssh_key_ids: input.ssh_key_ids as string,
          ...touched(ctx),
        };
      },
    },
    /** The provider's resize: new cpu, memory and disk (units; the server is no longer a bundle's). */
    edit: {
      endpoint: api.vm.hostEdit,
      from: vmAcceptedFrom('resize'),
      via: 'updating',
      to: (row) => row.status,
      schema: editVmHostSchema,
      effect: (row, input, ctx) => resize(row, { ...input, is_predefined: 0, product_bundle_id: null }, ctx),
    },
  },
  routes: (scope, env) => registerVmRoutes(scope, env),
});

function resize(row: ResourceRow, input: Record<string, SqlValue>, ctx: ScopeCtx) {
  const errors: Record<string, string[]> = {};
  const size = resolveSize(input, ctx, errors, row.ipv4_count as number);
  if (size && size.disk < (row.disk as number)) addError(errors, input.is_predefined ? 'ProductBundleId' : 'Disk', M.diskShrink);
  if (size && !Object.keys(errors).length && size.cpu === row.cpu && size.memory === row.memory && size.disk === row.disk)
    addError(errors, input.is_predefined ? 'ProductBundleId' : 'Cpu', M.sameSize);
  if (Object.keys(errors).length || !size) throw invalid(errors);
  return { ...size, is_predefined: input.is_predefined, product_bundle_id: input.product_bundle_id, ...touched(ctx) };
}

interface ImageRow {
  os: string;
  version: string;
  operating_system_id: number;
}
const imageOf = (env: ScopeCtx['env'], id: unknown) => selectOne<ImageRow>(env.db, 'SELECT os, version, operating_system_id FROM vm_images WHERE id = ?', id)!;
/** The provider's image name: distribution and version. */
export const imageName = (image: { os: string; version: string }) => `${image.os} ${image.version}`;

function toVmListRow(row: ResourceRow, env: ScopeCtx['env']): VmHostRow {
  return {
    id: row.id,
    name: row.name as string,
    ...wireStatus(row.status),
    storageClassTypeId: row.storage_class_type_id as number,
    datacenter: datacenterName(env.db, row.datacenter_id),
    operatingSystem: imageOf(env, row.image_id).os,
    createDate: iso(row.created_at)!,
  };
}

function toVmHost(row: ResourceRow, env: ScopeCtx['env']): VmHost {
  const { db } = env;
  const image = imageOf(env, row.image_id);
  const count = (version: number) => selectValue<number>(db, 'SELECT COUNT(*) FROM vm_ips WHERE vm_host_id = ? AND version = ?', row.id, version)!;
  const state = vmWireState(row);
  const node = clusterNodeOf(env, row.id);
  return {
    datacenterId: row.datacenter_id as number,
    name: row.name as string,
    operatingSystemId: image.operating_system_id,
    operatingSystem: image.os,
    storageClassTypeId: row.storage_class_type_id as number,
    vmImage: imageName(image),
    vmImageId: row.image_id as number,
    projectId: row.project_id,
    hypervisorId: 1,
    ...wireStatus(row.status),
    cpu: row.cpu as number,
    memory: row.memory as number,
    disk: row.disk as number,
    ipV4: count(4),
    ipV6: count(6),
    powerStatus: state.powerStatus,
    networkStatus: state.powerStatus === POWER_STATUS.on ? NETWORK_STATUS.connected : NETWORK_STATUS.disconnected,
    isCluster: node != null,
    isMaster: node?.master ?? false,
    createDate: iso(row.created_at)!,
    modifyDate: iso((row.modified_at as number | null) ?? row.created_at)!,
  };
}
