import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

// The store's bucket as the registry and the gateway speak to it: a few object calls, with the
// conditions that make one bucket safe for several writers (S3's conditional writes, which AWS,
// MinIO, Ceph RGW, R2 and moto honour): `If-None-Match: *` creates an object only when it does not
// exist, `If-Match: <etag>` replaces it only when nobody has replaced it since it was read.

/** `s3://bucket/prefix` as given to `--store` or `STORE_URL`. */
export interface BucketLocation {
  bucket: string;
  /** Key prefix without a trailing slash; '' for the bucket's root. */
  prefix: string;
}

export const isBucketUrl = (store: string): boolean => /^s3:\/\//i.test(store);

export function parseBucketUrl(url: string): BucketLocation {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/i.exec(url.trim());
  if (!m) throw new Error(`"${url}" is not a bucket location: s3://<bucket>[/<prefix>]`);
  return { bucket: m[1]!, prefix: (m[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/** A write refused by its condition: another writer created or replaced that object first. */
export class PreconditionFailed extends Error {
  override name = 'PreconditionFailed';
}

export interface BucketObject {
  body: Buffer;
  etag: string;
  contentType?: string;
}

export interface BucketEnv {
  /** `S3_ENDPOINT`: an S3-compatible service's URL; unset: AWS's own for the region. */
  S3_ENDPOINT?: string;
  /** `AWS_REGION` (default us-east-1). */
  AWS_REGION?: string;
  /** `S3_FORCE_PATH_STYLE=0` for virtual-hosted buckets at a custom endpoint (path style is the default there). */
  S3_FORCE_PATH_STYLE?: string;
}

const status = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json',
  br: 'application/octet-stream',
  gz: 'application/octet-stream',
};

export const contentTypeOf = (key: string): string => CONTENT_TYPES[/\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export class Bucket {
  readonly client: S3Client;

  constructor(
    readonly location: BucketLocation,
    env: BucketEnv = process.env,
  ) {
    const endpoint = env.S3_ENDPOINT || undefined;
    this.client = new S3Client({
      region: env.AWS_REGION || 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0' } : {}),
      // Checksums only when the operation needs one: S3-compatible services differ on the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  key(rel: string): string {
    return this.location.prefix ? `${this.location.prefix}/${rel}` : rel;
  }

  /** The object, or null when there is none; with `ifNoneMatch`, 'unchanged' when its ETag is still that. */
  async get(rel: string, ifNoneMatch?: string): Promise<BucketObject | null | 'unchanged'> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(rel), IfNoneMatch: ifNoneMatch }));
      const body = Buffer.from(await r.Body!.transformToByteArray());
      return { body, etag: r.ETag ?? '', contentType: r.ContentType };
    } catch (error) {
      const code = status(error);
      if (code === 304) return 'unchanged';
      if (code === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async exists(rel: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.key(rel) }));
      return true;
    } catch (error) {
      if (status(error) === 404) return false;
      throw error;
    }
  }

  /**
   * Writes `rel`: only when absent (`ifMatch` undefined and `create`), or only when its ETag is
   * still `ifMatch`. Returns the new ETag; throws PreconditionFailed when the condition failed.
   */
  async put(rel: string, body: Buffer | string, cond: { create: true } | { ifMatch: string }, cacheControl?: string): Promise<string> {
    try {
      const r = await this.client.send(
        new PutObjectCommand({
          Bucket: this.location.bucket,
          Key: this.key(rel),
          Body: body,
          ContentType: contentTypeOf(rel),
          ...(cacheControl ? { CacheControl: cacheControl } : {}),
          ...('create' in cond ? { IfNoneMatch: '*' } : { IfMatch: cond.ifMatch }),
        }),
      );
      return r.ETag ?? '';
    } catch (error) {
      // 412 Precondition Failed; 409 ConditionalRequestConflict when two conditional writes overlap.
      const code = status(error);
      if (code === 412 || code === 409) throw new PreconditionFailed(`${rel}: ${(error as Error).name}`);
      throw error;
    }
  }

  /** Keys (relative to the prefix) under `rel/`, every page. */
  async list(rel: string): Promise<string[]> {
    const keys: string[] = [];
    const prefix = `${this.key(rel)}${rel ? '/' : ''}`;
    const strip = this.location.prefix ? this.location.prefix.length + 1 : 0;
    let token: string | undefined;
    do {
      const r = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of r.Contents ?? []) if (o.Key) keys.push(o.Key.slice(strip));
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async remove(rels: string[]): Promise<void> {
    for (let i = 0; i < rels.length; i += 1000) {
      const batch = rels.slice(i, i + 1000);
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.location.bucket, Delete: { Objects: batch.map((r) => ({ Key: this.key(r) })), Quiet: true } }),
      );
    }
  }
}

/** Runs `fn` over `items`, `limit` at a time. */
export async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
