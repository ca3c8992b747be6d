import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { uploadedFileKey } from '../../bff/src/common/uploaded-file-keys';
import type { StackState } from '../harness/stack';

/**
 * The test stack's bucket on the local S3 API, to see what uploads left in it. The BFF keeps a test stack's objects
 * under its namespace (the bucket is shared with other stacks).
 */
export function stackBucket(stack: StackState): { inBucket(url: string): Promise<boolean>; destroy(): void } {
  const { s3 } = stack.infra;
  const bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyPrefix = stack.namespace ? `${stack.namespace}/` : '';
  return {
    /** Whether the bucket still holds the file behind an upload URL. */
    async inBucket(url: string): Promise<boolean> {
      try {
        await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyPrefix + (uploadedFileKey(url) ?? 'none') }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    destroy: () => bucket.destroy(),
  };
}
