import type { FastifyInstance } from 'fastify';
import type { Endpoint, FieldSpec, LimitedResource, RequestSchema, UsageCategoryId } from '@portal/contracts';
import type { Clock } from '../clock';
import type { BundleKind } from '../catalogue';
import type { Db } from '../db/open';

export type SqlValue = string | number | null;

/** Columns every resource table carries, whatever else it holds (see README). */
export interface ResourceRow {
  id: number;
  project_id: number;
  status: string;
  /** Status the row moves to at `transition_at`; 'removed' deletes the row. */
  next_status: string | null;
  transition_at: number | null;
  /** Charged up to this instant; null while not billable (creating). */
  billed_until: number | null;
  created_at: number;
  [column: string]: unknown;
}

/** What the engine needs from the running sandbox. */
export interface EngineEnv {
  db: Db;
  clock: Clock;
  provisionMs: number;
  resources: readonly ResourceDef[];
  /** Asks for a settle pass at `atMs` (a timer in the demo; tests settle on the next request). */
  schedule(atMs: number): void;
}

/** Who is asking and where: handed to validators, derive and hooks. */
export interface ScopeCtx {
  env: EngineEnv;
  customerId: number;
  userId: number;
  projectId: number;
  /** The parent row of a nested resource (e.g. the storage host of a key). */
  parent?: ResourceRow;
  /** The row being edited; absent on create. */
  current?: ResourceRow;
}

/**
 * A check that needs the database (exists, unique, overlap...), run on a value the contract's rules
 * already accepted; returns a Persian message when the value is refused.
 */
export type Validator = (value: SqlValue, ctx: ScopeCtx & { def: ResourceDef; field: FieldDef }) => string | null;

/** A request field as the engine serves it: the contract's spec plus where and how the sandbox keeps it. */
export interface FieldDef extends FieldSpec {
  column: string;
  /** Accepted by the edit endpoint too. */
  editable?: boolean;
  /** Database checks, run in order after the contract's rules; the first failure is the field's message. */
  validate?: Validator[];
}

/** The sandbox's part of a schema field; `column` defaults to the property in snake_case (`datacenterId` → `datacenter_id`). */
export type FieldExtra = Partial<Pick<FieldDef, 'column' | 'editable' | 'validate'>>;

/** How a declaration names its request fields: a contract schema, and per property the sandbox's part. */
export interface Fielded {
  /** The request model's validation from @portal/contracts (422 keys, labels, rules). */
  schema?: RequestSchema<any>;
  /** Only for properties of `schema` (checked when declared). */
  fields?: Record<string, FieldExtra>;
}

export interface ParentLink {
  def: ResourceDef;
  /** Path parameter carrying the parent id on list and create (`storageHostId`). */
  param: string;
  /** Column of this table holding the parent id. */
  column: string;
  /** Children can only be created while the parent is active. */
  requireActive?: boolean;
  /** At most this many children per parent; `message` explains the refusal. */
  max?: { count: number; message: (max: number) => string };
}

// The endpoint type parameters are loose on purpose: one declaration serves many contract shapes.
type AnyEndpoint = Endpoint<any, any, any, any>;

/**
 * A state change beyond create/edit/delete (power on/off, rebuild, resize): allowed only from
 * `from`, it puts the row in `via` now and in `to` after the provision delay.
 */
export interface ActionDef {
  endpoint: AnyEndpoint;
  /** Statuses the row may be in; any other answers 422 with `wrongState`. */
  from: readonly string[];
  /** Transitional status while the action runs. */
  via: string;
  /** Settled status it ends in; a function for actions that return to where they started (resize). */
  to: string | ((row: ResourceRow) => string);
  /** Body fields, validated like create fields (all errors in one 422). */
  fields: Record<string, FieldDef>;
  /** Column updates applied when the action starts, inside its transaction (may throw `invalid`/`refused`). */
  effect?(row: ResourceRow, input: Record<string, SqlValue>, ctx: ScopeCtx): Record<string, SqlValue> | void;
}

export interface ResourceDef<Out = any> {
  /** Stable id used in charges and logs, kebab-case: 'storage-host'. */
  kind: string;
  table: string;
  /** Request body property → field (the create schema resolved; see `defineResource`). */
  fields: Record<string, FieldDef>;
  /**
   * The catalogue kind the resource is ordered from (`BUNDLE_KINDS.vm`…): its bundle list is served,
   * each bundle mapped to that kind's wire row, and a `productBundleId` field must name a bundle of it.
   */
  productBundles?: BundleKind;
  /** true: created 'creating' and active after the provision delay; false: active at once. */
  provisioned: boolean;
  /** Name of the provisioning status when it is not 'creating' (a server is 'building'). */
  creatingStatus?: string;
  /** Cross-field rules run after the per-field validators; add messages to `errors` (same 422). */
  check?(columns: Record<string, SqlValue>, ctx: ScopeCtx, errors: Record<string, string[]>, mode: 'create' | 'edit'): void;
  /** Runs inside the delete transaction before the row starts deleting (e.g. detach what hangs on it). */
  onDelete?(row: ResourceRow, env: EngineEnv): void;
  /** Endpoints beyond the standard ones that only make sense with this resource (catalogue, reports). */
  routes?(scope: FastifyInstance, env: EngineEnv): void;
  /** Named state changes served on their own endpoints (see ActionDef). */
  actions?: Record<string, ActionDef>;
  parent?: ParentLink;
  /** Counted against the customer's per-project limit of this kind. */
  limit?: LimitedResource;
  /** Dashboard usage card this resource belongs to. */
  category?: UsageCategoryId;
  /** Charged hourly while active (and while deleting, until removed). */
  billing?: { hourlyPrice(row: ResourceRow): number };
  /** Extra columns computed at create (inside the transaction); `reveal` goes to the create response only. */
  derive?(input: Record<string, SqlValue>, ctx: ScopeCtx): { columns?: Record<string, SqlValue>; reveal?: Record<string, unknown> };
  /** Column updates applied when a row enters a status (e.g. set the endpoint when 'active'). */
  onEnter?: Partial<Record<string, (row: ResourceRow, env: EngineEnv) => Record<string, SqlValue> | void>>;
  /** The row as `get` answers it (and create, edit and actions, where their operation declares an answer). */
  toContract(row: ResourceRow, env: EngineEnv): Out;
  /** The row as `list` answers it, where the provider's list row is not its `get` answer. */
  toListRow?(row: ResourceRow, env: EngineEnv): unknown;
  /** Contract endpoints to serve; omit one and the engine does not register it. */
  endpoints: { list?: AnyEndpoint; get?: AnyEndpoint; create?: AnyEndpoint; edit?: AnyEndpoint; delete?: AnyEndpoint };
}

export type ActionDecl = Omit<ActionDef, 'fields'> & Fielded;

/** What a resource file declares; `defineResource` resolves its schemas into `fields`. */
export type ResourceDecl<Out> = Omit<ResourceDef<Out>, 'fields' | 'actions'> & Fielded & { actions?: Record<string, ActionDecl> };
