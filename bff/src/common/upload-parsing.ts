import { UPLOADED_TEXT_MAX } from '@docnet/contracts';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';
import { FileOverLimit, type ImageLimits, UnreadableFile } from './image-metadata';
import type { ImageType } from './image-sniffing';

/** What is done to an upload: images re-encoded, documents rewritten without their metadata. */
export type ParseTask =
  | { kind: 'image'; imageType: ImageType }
  | { kind: 'pdf' }
  | { kind: 'office-package' }
  /** An OLE2 file, whose directory must list one of these streams (the formats share a magic number). */
  | { kind: 'compound-file'; streams: readonly string[] };

/** What a thread of the pool is given, and what it answers. */
export interface ParseJob {
  task: ParseTask;
  file: Uint8Array;
  limits: ImageLimits;
  /** The most characters of a document's text to read. */
  textChars: number;
}
export type ParseAnswer =
  | { file: Uint8Array; text?: string }
  | { refused: 'unreadable' | 'over-limit' | 'mismatch'; reason: string };

/** An upload as stored: rewritten without its metadata, and the text it holds where that is read (PDFs, Word documents, Office packages). */
export interface ParsedFile {
  file: Buffer;
  text?: string;
}

/** Every thread is busy and the queue is full: the upload is refused (429) rather than held without bound. */
export class ParsersBusy extends Error {
  constructor() {
    super('every upload parser is busy and the queue is full');
  }
}

/** An OLE2 file whose directory names none of the streams of the format its extension claims. */
export class WrongCompoundFile extends Error {}

/** The settings of the pool, from the BFF's configuration. */
export interface UploadParsingSettings {
  threads: number;
  queue: number;
  memoryMb: number;
  timeoutMs: number;
  image: ImageLimits;
}

/** The BFF settings the pool reads. */
export type UploadParsingConfig = Pick<
  BffConfig,
  | 'UPLOAD_PARSER_THREADS'
  | 'UPLOAD_PARSER_QUEUE'
  | 'UPLOAD_PARSER_MEMORY_MB'
  | 'UPLOAD_PARSER_TIMEOUT_MS'
  | 'UPLOAD_IMAGE_MAX_MEGAPIXELS'
  | 'UPLOAD_IMAGE_MAX_SIDE'
>;

function uploadParsingSettings(config: UploadParsingConfig): UploadParsingSettings {
  return {
    threads: config.UPLOAD_PARSER_THREADS,
    queue: config.UPLOAD_PARSER_QUEUE,
    memoryMb: config.UPLOAD_PARSER_MEMORY_MB,
    timeoutMs: config.UPLOAD_PARSER_TIMEOUT_MS,
    image: { maxPixels: config.UPLOAD_IMAGE_MAX_MEGAPIXELS * 1_000_000, maxSide: config.UPLOAD_IMAGE_MAX_SIDE },
  };
}

/**
 * How to start a thread: the worker's compiled JavaScript, or, when the BFF runs from its TypeScript sources
 * (tests), the TypeScript module with tsx's require hook in the thread.
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const compiled = join(__dirname, 'upload-parsing.worker.js');
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return { filename: join(__dirname, 'upload-parsing.worker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
}

/**
 * Every upload that is parsed (images decoded and re-encoded, PDFs and Office documents rewritten without their
 * metadata) is parsed here, never on the event loop: one pool of a fixed number of threads for the whole BFF
 * (piscina), so a flood of uploads waits its turn instead of taking every core. A task waits in a bounded queue
 * (full: ParsersBusy), runs within a heap limit (a thread running out of it is ended: FileOverLimit) and a
 * wall-clock limit (the thread is ended: FileOverLimit), and is stopped when the request that asked for it goes
 * away (its signal aborts). Refusals of the parsers themselves are UnreadableFile, FileOverLimit or
 * WrongCompoundFile.
 */
@Injectable()
export class UploadParsing implements OnModuleDestroy {
  private readonly pool: Piscina<ParseJob, ParseAnswer>;
  private readonly settings: UploadParsingSettings;
  /**
   * Tasks running or waiting: counted here, as piscina puts a task that carries an abort signal (every one of
   * ours) in a queue of its own that its maxQueue does not bound.
   */
  private taken = 0;

  constructor(@Inject(BFF_CONFIG) config: UploadParsingConfig) {
    const settings = uploadParsingSettings(config);
    this.settings = settings;
    this.pool = new Piscina<ParseJob, ParseAnswer>({
      ...workerOptions(),
      minThreads: settings.threads,
      maxThreads: settings.threads,
      maxQueue: settings.queue,
      resourceLimits: {
        maxOldGenerationSizeMb: settings.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(settings.memoryMb / 8))),
      },
    });
  }

  /** The file parsed off the event loop; `signal` aborts when the request is gone. */
  async parse(task: ParseTask, file: Buffer, signal?: AbortSignal): Promise<ParsedFile> {
    if (this.taken >= this.settings.threads + this.settings.queue) throw new ParsersBusy();
    this.taken += 1;
    try {
      return await this.run(task, file, signal);
    } finally {
      this.taken -= 1;
    }
  }

  private async run(task: ParseTask, file: Buffer, signal: AbortSignal | undefined): Promise<ParsedFile> {
    // A copy the thread may own: the upload's buffer can share memory with others (Buffer's pool).
    const copy = new Uint8Array(file);
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    let answer: ParseAnswer;
    try {
      answer = await this.pool.run(
        { task, file: copy, limits: this.settings.image, textChars: UPLOADED_TEXT_MAX },
        {
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          transferList: [copy.buffer],
        },
      );
    } catch (error) {
      throw refusalOf(error, timeout);
    }
    if ('file' in answer)
      return { file: Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength), text: answer.text };
    if (answer.refused === 'mismatch') throw new WrongCompoundFile(answer.reason);
    if (answer.refused === 'over-limit') throw new FileOverLimit(answer.reason);
    throw new UnreadableFile(answer.reason);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}

/** What a failed run means to the member: the pool full, a limit hit, or the request gone. */
function refusalOf(error: unknown, timeout: AbortSignal): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'Task queue is at limit') return new ParsersBusy();
  if (timeout.aborted) return new FileOverLimit('parsing took too long');
  if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new FileOverLimit('parsing needed too much memory');
  return error instanceof Error ? error : new Error(message);
}
