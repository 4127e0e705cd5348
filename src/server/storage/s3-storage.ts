// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), so that every instance behind a load
// balancer stores and serves the same files (docs/architecture.md#several-instances). URLs stay `/uploads/<key>` whatever the storage,
// so stored rows never depend on where the bucket lives: the server serves them from the bucket (see
// plugins/storage.ts), or redirects to the bucket's public URL (a CDN) when S3_PUBLIC_URL is set.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { isStorageKey, type Storage, type StoredFile } from './storage';

export class S3Storage implements Storage {
  readonly urlPrefix = '/uploads/';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  private check(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Refusing a storage key: ${key}`);
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.check(key),
        Body: data,
        ContentType: contentType,
        // Every stored name is unique: a URL never changes content.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return this.urlPrefix + key;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(this.urlPrefix)) return;
    const key = url.slice(this.urlPrefix.length);
    if (!isStorageKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async open(key: string): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!object.Body) return undefined;
      return {
        body: object.Body as NodeJS.ReadableStream,
        contentType: object.ContentType,
        length: object.ContentLength,
      };
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
      )
        return undefined;
      throw err;
    }
  }

  publicUrlOf(key: string): string | undefined {
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : undefined;
  }
}
