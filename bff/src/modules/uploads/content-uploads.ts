import {
  ApiRoutes,
  ATTACHMENT_MAX_BYTES,
  ContentUploadMessages,
  type ContentUploadResponse,
  type ThumbnailUploadResponse,
  type UploadKind,
  UPLOADED_FILE_ID_PATTERN,
  UPLOADED_FILE_NAME_MAX,
} from '@docnet/contracts';
import { LOGGER } from '@docnet/platform';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { RateLimiter, type RateRule } from '../../security/rate-limiter';
import { acceptedAttachmentType, ATTACHMENT_CONTENT_TYPES, type StreamCheck } from './attachment-types';
import { fileExtension } from '../../common/image-sniffing';
import { FileOverLimit, UnreadableFile } from '../../common/image-metadata';
import { type ParsedFile, ParsersBusy, type ParseTask, UploadParsing, WrongCompoundFile } from '../../common/upload-parsing';
import { ObjectStorage, type StoredObject } from '../../clients/object-storage';
import { ATTACHMENTS_PREFIX, textKeyOf } from '../../common/uploaded-file-keys';

/** Enough of the start of a file to recognise it (an Office package's first entry names included). */
const SNIFF_BYTES = 64 * 1024;
/** Uploads of one member running at once: an attachment and a thumbnail of one form, with room for a retry. */
const CONCURRENT_UPLOADS_PER_MEMBER = 3;
const UPLOADS_PER_HOUR: RateRule = {
  name: 'content-upload',
  limit: 60,
  windowSeconds: 60 * 60,
  message: ContentUploadMessages.tooMany,
};
/**
 * A stripped file may come out a little larger than it went in (a PDF's new cross-reference table, a re-encoded
 * image); past the upload limit by more than this, the rewrite is refused rather than stored.
 */
export const STRIPPED_SLACK_BYTES = 1024 * 1024;

/** Object keys: the uploader's id and a random id, never anything of the file's name. */
const keyOf = (memberId: number, fileId: string) => `${ATTACHMENTS_PREFIX}${memberId}/${fileId}`;

/** An attachment as served back: the stored object and the name it was uploaded with. */
export interface StoredAttachment extends StoredObject {
  contentType: string;
  fileName: string;
}

/** The start of a stream (at least `bytes` of it unless it ends first), leaving the rest to be read. */
async function readHead(
  chunks: AsyncIterator<Buffer>,
  bytes: number,
): Promise<{ head: Buffer; ended: boolean }> {
  const read: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(read, length), ended: true };
    read.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(read, length), ended: false };
}

/** The upload's chunks as they pass to S3: counted (413 the moment the limit is passed) and, for text, checked. */
async function* checkedChunks(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  streamCheck: StreamCheck | undefined,
): AsyncGenerator<Buffer> {
  let size = 0;
  const pass = (chunk: Buffer) => {
    size += chunk.length;
    if (size > ATTACHMENT_MAX_BYTES) throw new PayloadTooLargeException(ContentUploadMessages.tooLarge);
    streamCheck?.check(chunk);
    return chunk;
  };
  yield pass(head);
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield pass(next.value);
  streamCheck?.end();
}

/** The whole upload, counted as it arrives (413 the moment the limit is passed). */
async function wholeFile(head: Buffer, rest: AsyncIterator<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of checkedChunks(head, rest, undefined)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The file rewritten without its metadata by the parsers' pool (with its text, where read): 415 when it cannot be
 * read far enough to be rewritten, when a limit of the parsing is hit or the rewrite outgrows the upload limit;
 * 429 when every parser is busy.
 */
export async function withoutMetadata(
  parsing: Pick<UploadParsing, 'parse'>,
  task: ParseTask,
  file: Buffer,
  signal: AbortSignal,
): Promise<ParsedFile> {
  let stripped: ParsedFile;
  try {
    stripped = await parsing.parse(task, file, signal);
  } catch (error) {
    if (error instanceof ParsersBusy)
      throw new HttpException({ message: ContentUploadMessages.checkersBusy }, HttpStatus.TOO_MANY_REQUESTS);
    if (error instanceof FileOverLimit) throw new UnsupportedMediaTypeException(ContentUploadMessages.tooComplex);
    if (error instanceof UnreadableFile)
      throw new UnsupportedMediaTypeException(ContentUploadMessages.unreadable);
    if (error instanceof WrongCompoundFile) throw new UnsupportedMediaTypeException(ContentUploadMessages.mismatch);
    throw error;
  }
  if (stripped.file.length > ATTACHMENT_MAX_BYTES + STRIPPED_SLACK_BYTES)
    throw new UnsupportedMediaTypeException(ContentUploadMessages.tooComplex);
  return stripped;
}

/**
 * The name a file is kept under: a long one shortened to its start and its extension; a HEIC photo, stored as a
 * JPEG, under the JPEG's extension, so it downloads as what it is.
 */
function keptFileName(uploadedName: string, task: ParseTask | undefined): string {
  const fileName =
    task?.kind === 'image' && task.imageType === 'image/heic'
      ? `${uploadedName.slice(0, uploadedName.length - fileExtension(uploadedName).length)}.jpg`
      : uploadedName;
  if (fileName.length <= UPLOADED_FILE_NAME_MAX) return fileName;
  const extension = fileExtension(fileName);
  return fileName.slice(0, UPLOADED_FILE_NAME_MAX - extension.length) + extension;
}

/**
 * A multer storage engine that stores the one file of a request in the bucket, sniffed from its first bytes
 * before anything is stored. Text files are passed on chunk by chunk (at most one S3 part in memory); images,
 * PDFs and Office documents (packages and OLE2 files) are read whole and stored without their metadata.
 */
class StreamedAttachment implements multer.StorageEngine {
  fileId: string | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly parsing: UploadParsing,
    private readonly memberId: number,
    private readonly kind: UploadKind,
    /** Aborts when the request goes away: its parsing stops then. */
    private readonly gone: AbortSignal,
  ) {}

  _handleFile(
    _request: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.store(file).then(
      // multer's `filename`: the name the file is stored under (here the random id).
      (fileId) => callback(null, { filename: fileId }),
      (error: unknown) => {
        // Let the rest of a refused file flow past, so multer can finish reading the request and answer.
        file.stream.resume();
        callback(error);
      },
    );
  }

  _removeFile(_request: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    const key = keyOf(this.memberId, file.filename);
    Promise.all([this.storage.delete(key), this.storage.delete(textKeyOf(key))]).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  private async store(file: Express.Multer.File): Promise<string> {
    const chunks = file.stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
    const { head, ended } = await readHead(chunks, SNIFF_BYTES);
    if (ended && head.length === 0) throw new BadRequestException(ContentUploadMessages.empty);
    const type = acceptedAttachmentType(file.originalname, head, this.kind);
    const fileId = randomUUID();
    const key = keyOf(this.memberId, fileId);
    const metadata = {
      'file-name': encodeURIComponent(keptFileName(file.originalname, type.stripMetadata)),
      'uploaded-by': String(this.memberId),
    };
    let text: string | undefined;
    if (type.stripMetadata) {
      const file = await wholeFile(head, chunks);
      const stripped = await withoutMetadata(this.parsing, type.stripMetadata, file, this.gone);
      await this.storage.put(key, stripped.file, type.contentType, metadata);
      text = stripped.text;
    } else {
      const streamCheck = type.streamCheck?.();
      await this.storage.putStream(key, checkedChunks(head, chunks, streamCheck), {
        contentType: type.contentType,
        metadata,
      });
      text = streamCheck?.text();
    }
    // Beside the file, for the PHI guard of the content that will show it (UploadedFileTexts reads it back).
    if (text?.trim()) await this.storage.put(textKeyOf(key), Buffer.from(text), 'text/plain; charset=utf-8');
    this.fileId = fileId;
    return fileId;
  }
}

/** busboy's words for a body that is not a well-formed multipart form (it has no error codes). */
const MALFORMED_MULTIPART =
  /^(Malformed part header|Unexpected end of (form|file)|Multipart: Boundary not found|Missing Content-Type|Malformed content type|Unsupported content type)/;

/** multer's and busboy's refusals in the contract's words; anything else (S3, a broken connection) as it is. */
function uploadError(error: unknown): Error {
  if (
    error instanceof Error &&
    !(error instanceof multer.MulterError) &&
    MALFORMED_MULTIPART.test(error.message)
  )
    return new BadRequestException(`${ContentUploadMessages.missing} (${error.message})`);
  if (!(error instanceof multer.MulterError))
    return error instanceof Error ? error : new Error(String(error));
  if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(ContentUploadMessages.tooLarge);
  if (error.code === 'LIMIT_UNEXPECTED_FILE')
    return new BadRequestException(`${ContentUploadMessages.missing} (one file, in the field file)`);
  return new BadRequestException(error.message);
}

/** Content attachments and thumbnails: streamed into the bucket after the type checks, and read back. */
@Injectable()
export class ContentUploads {
  private readonly running = new Map<number, number>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly parsing: UploadParsing,
    private readonly rateLimiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async upload(
    memberId: number,
    kind: UploadKind,
    request: Request,
    response: Response,
  ): Promise<ContentUploadResponse | ThumbnailUploadResponse> {
    await this.rateLimiter.hit(UPLOADS_PER_HOUR, String(memberId));
    const running = this.running.get(memberId) ?? 0;
    if (running >= CONCURRENT_UPLOADS_PER_MEMBER)
      throw new HttpException({ message: ContentUploadMessages.busy }, HttpStatus.TOO_MANY_REQUESTS);
    this.running.set(memberId, running + 1);
    try {
      const fileId = await this.receive(memberId, kind, request, response);
      this.logger.info({ memberId, fileId, kind }, 'content upload stored');
      const url = ApiRoutes.uploadedContentFile(memberId, fileId);
      return kind === 'thumbnail' ? { attachmentUrl: url, thumbnailUrl: url } : { attachmentUrl: url };
    } finally {
      const left = (this.running.get(memberId) ?? 1) - 1;
      if (left > 0) this.running.set(memberId, left);
      else this.running.delete(memberId);
    }
  }

  /** The stored attachment, or null when there is none (or the id is not one of ours). */
  async read(memberId: number, fileId: string): Promise<StoredAttachment | null> {
    if (!UPLOADED_FILE_ID_PATTERN.test(fileId)) return null;
    const stored = await this.storage.get(keyOf(memberId, fileId));
    const contentType = stored?.contentType;
    if (!stored || !contentType || !ATTACHMENT_CONTENT_TYPES.has(contentType)) {
      stored?.body.destroy();
      return null;
    }
    return { ...stored, contentType, fileName: this.fileNameOf(stored, fileId) };
  }

  private fileNameOf(stored: StoredObject, fileId: string): string {
    try {
      return decodeURIComponent(stored.metadata['file-name'] ?? fileId);
    } catch {
      return fileId;
    }
  }

  private async receive(
    memberId: number,
    kind: UploadKind,
    request: Request,
    response: Response,
  ): Promise<string> {
    const gone = new AbortController();
    // 'close' before the answer was written: the member went away (an answered request closes after 'finish').
    response.once('close', () => {
      if (!response.writableFinished) gone.abort();
    });
    const engine = new StreamedAttachment(this.storage, this.parsing, memberId, kind, gone.signal);
    const readMultipart = multer({
      storage: engine,
      // multer's own size limit backs up the count in checkedChunks.
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
      defParamCharset: 'utf8',
    }).single('file');
    await new Promise<void>((resolve, reject) => {
      void readMultipart(request, response, (error?: unknown) =>
        error ? reject(uploadError(error)) : resolve(),
      );
    });
    if (!engine.fileId) throw new BadRequestException(ContentUploadMessages.missing);
    return engine.fileId;
  }
}
