import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { LOGGER } from '@docnet/platform';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';

export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  /** The object's user metadata (x-amz-meta-*), names in lower case. */
  metadata: Record<string, string>;
}

/** What an object is stored with. */
export interface ObjectDetails {
  contentType: string;
  metadata?: Record<string, string>;
}

/** An object as listed: its key and when it was last written. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** S3's smallest part of a multipart upload (all but the last): also the most a streamed upload holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * The uploads bucket (S3 API). Path-style addressing and checksums only when required, so MinIO,
 * versitygw and s3rver accept the same calls as AWS.
 */
@Injectable()
export class ObjectStorage implements OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;
  /**
   * Deployments sharing one bucket (test stacks beside the demo) keep their objects apart under their
   * EVENTS_NAMESPACE, so one's orphan sweep never sees another's files; none for the default namespace.
   */
  private readonly keyPrefix: string;

  constructor(
    @Inject(BFF_CONFIG) config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.bucket = config.S3_BUCKET;
    this.keyPrefix = config.EVENTS_NAMESPACE ? `${config.EVENTS_NAMESPACE}/` : '';
    this.client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string, metadata?: Record<string, string>): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + key, Body: body, ContentType: contentType, Metadata: metadata }));
  }

  /**
   * Stores an object from a stream of chunks without holding it whole: one PutObject when it fits in one
   * part, else a multipart upload part by part (the stream waits while a part is sent). When the stream
   * fails (a refused upload), the multipart upload is aborted so no part of it remains, and the error is rethrown.
   */
  async putStream(key: string, chunks: AsyncIterable<Buffer>, details: ObjectDetails): Promise<void> {
    const target = { Bucket: this.bucket, Key: this.keyPrefix + key };
    const parts: CompletedPart[] = [];
    let uploadId: string | undefined;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async () => {
      uploadId ??= (
        await this.client.send(new CreateMultipartUploadCommand({ ...target, ContentType: details.contentType, Metadata: details.metadata }))
      ).UploadId;
      const body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: body }));
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of chunks) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= PART_BYTES) await sendPart();
      }
      if (uploadId === undefined) {
        await this.put(key, Buffer.concat(pending, pendingBytes), details.contentType, details.metadata);
        return;
      }
      if (pendingBytes > 0) await sendPart();
      await this.client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      if (uploadId !== undefined) {
        await this.client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch((abortError: unknown) => {
          // The refusal still stands; the parts stay until a bucket lifecycle rule clears incomplete uploads.
          this.logger.warn({ err: abortError, key }, 'could not abort a multipart upload');
        });
      }
      throw error;
    }
  }

  /** The object, or null when there is none. */
  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + key }));
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType,
        contentLength: answer.ContentLength,
        metadata: answer.Metadata ?? {},
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /** The object's type and user metadata without its body, or null when there is none. */
  async head(key: string): Promise<Omit<StoredObject, 'body'> | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + key }));
      return { contentType: answer.ContentType, contentLength: answer.ContentLength, metadata: answer.Metadata ?? {} };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /** Every object under `prefix`, page by page (S3 lists at most 1000 keys a call); keys as this storage names them. */
  async *list(prefix: string): AsyncGenerator<ListedObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.keyPrefix + prefix, ContinuationToken }));
      for (const object of page.Contents ?? [])
        if (object.Key && object.LastModified) yield { key: object.Key.slice(this.keyPrefix.length), lastModified: object.LastModified };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyPrefix + key }));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
