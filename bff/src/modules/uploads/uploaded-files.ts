import {
  ContentDeletedV1,
  ContentRemovalFinalV1,
  ContentRoutes,
  ContentUpdatedV1,
  EventsNewsCmeRoutes,
  FILE_REFERENCES_MAX,
  type EventEnvelope,
} from '@docnet/contracts';
import type { Logger } from 'pino';
import type { ObjectStorage } from '../../clients/object-storage';
import type { ContentClient, EventsNewsCmeClient } from '../../clients/service-clients.module';
import { ATTACHMENTS_PREFIX, textKeyOf, uploadedFileKey, uploadedFileUrl } from '../../common/uploaded-file-keys';

/** The content events that can let files go: the cleanup consumer validates only these. */
export const releasesFiles = (type: string): boolean =>
  type === ContentDeletedV1.type || type === ContentUpdatedV1.type || type === ContentRemovalFinalV1.type;

/**
 * The files a content event lets go: a deleted content's attachment and thumbnail, those of a content whose removal
 * by a moderator became final (kept until then for its author's appeal), or those an edit replaced or removed (a
 * file the edit kept is not let go).
 */
export function filesReleasedBy(event: EventEnvelope): string[] {
  const data = event.data as Record<string, unknown>;
  const urls = (...keys: string[]) =>
    keys
      .map((key) => data[key])
      .filter((value): value is string => typeof value === 'string' && value !== '');
  if (event.type === ContentDeletedV1.type || event.type === ContentRemovalFinalV1.type)
    return urls('attachmentUrl', 'thumbnailUrl');
  if (event.type === ContentUpdatedV1.type) {
    const kept = new Set(urls('attachmentUrl', 'thumbnailUrl'));
    return urls('previousAttachmentUrl', 'previousThumbnailUrl').filter((url) => !kept.has(url));
  }
  return [];
}

/** Which of these file URLs a content still uses (the content service knows; ContentRoutes.fileReferences). */
export type FileReferenceCheck = (urls: string[]) => Promise<string[]>;

/** The check through the content service's internal API. */
export function contentFileReferences(content: Pick<ContentClient, 'post'>): FileReferenceCheck {
  return async (urls) => (await content.post(ContentRoutes.fileReferences, { body: { urls } })).referenced;
}

/** The check through the CME wallet's internal API: an upload kept as a credit's certificate. */
export function certificateFileReferences(eventsNewsCme: Pick<EventsNewsCmeClient, 'post'>): FileReferenceCheck {
  return async (urls) => (await eventsNewsCme.post(EventsNewsCmeRoutes.cmeWalletCertificateReferences, { body: { urls } })).referenced;
}

/** Used if any owner uses it: the files any of the checks names. */
export function referencedByAny(...checks: FileReferenceCheck[]): FileReferenceCheck {
  return async (urls) => [...new Set((await Promise.all(checks.map((check) => check(urls)))).flat())];
}

/**
 * Removes uploaded files from the bucket once no content uses them: those a content event lets go, and in a
 * periodic sweep, every upload older than the grace period that nothing references (a form abandoned after
 * its upload, an event missed while the BFF was away). Files are removed only after the content service
 * confirms nothing uses them, so a file two contents share stays, and deleting twice is harmless.
 */
export class UploadedFileCleanup {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly referenced: FileReferenceCheck,
    private readonly logger: Logger,
  ) {}

  /** Removes those of `urls` that are uploads and that no content uses; answers the URLs removed. */
  async release(urls: readonly (string | null | undefined)[]): Promise<string[]> {
    const ours = [...new Set(urls.filter((url): url is string => uploadedFileKey(url) !== null))];
    const removed: string[] = [];
    for (let at = 0; at < ours.length; at += FILE_REFERENCES_MAX) {
      const batch = ours.slice(at, at + FILE_REFERENCES_MAX);
      const used = new Set(await this.referenced(batch));
      for (const url of batch.filter((candidate) => !used.has(candidate))) {
        const key = uploadedFileKey(url) as string;
        await this.storage.delete(textKeyOf(key));
        await this.storage.delete(key);
        removed.push(url);
      }
    }
    if (removed.length > 0)
      this.logger.info({ files: removed.length }, 'uploaded files without a content removed');
    return removed;
  }

  /**
   * Removes every upload under `prefix` written before `writtenBefore` that no content uses; answers how many.
   * Listed and checked a batch at a time, so the bucket is never held in memory.
   */
  async sweep(writtenBefore: Date, prefix = ATTACHMENTS_PREFIX): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      removed += (await this.release(batch)).length;
      batch = [];
    };
    for await (const object of this.storage.list(prefix)) {
      const url = uploadedFileUrl(object.key);
      if (!url || object.lastModified >= writtenBefore) continue;
      batch.push(url);
      if (batch.length >= FILE_REFERENCES_MAX) await flush();
    }
    await flush();
    return removed;
  }
}
