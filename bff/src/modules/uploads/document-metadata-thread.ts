import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { UnreadableFile } from '../../common/image-metadata';
import type { DocumentKind, DocumentTask, DocumentTaskAnswer } from './document-metadata';

/**
 * How to start the worker beside this module: its compiled JavaScript, or, when the BFF runs from its TypeScript
 * sources (tests, `tsx`), the TypeScript module through tsx's require hook.
 */
function workerScript(): { script: string; eval: boolean } {
  const compiled = join(__dirname, 'document-metadata.worker.js');
  if (existsSync(compiled)) return { script: compiled, eval: false };
  const source = join(__dirname, 'document-metadata.worker.ts');
  return { script: `require('tsx/cjs'); require(${JSON.stringify(source)});`, eval: true };
}

/**
 * A PDF or Office document (package or OLE2 file) without its metadata, rewritten on a worker thread of its own:
 * parsing and writing a large document takes CPU for seconds, which on the BFF's event loop would stall every
 * member's request meanwhile. One thread per upload (uploads are rare; a thread is freed with its memory when it ends).
 * Rejects with UnreadableFile like the stripping itself.
 */
export function stripDocumentOffThread(kind: DocumentKind, file: Buffer): Promise<Buffer> {
  const { script, eval: evaluated } = workerScript();
  // A copy the thread may own: the upload's buffer can share memory with others (Buffer's pool).
  const task: DocumentTask = { kind, file: new Uint8Array(file) };
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      eval: evaluated,
      workerData: task,
      transferList: [task.file.buffer as ArrayBuffer],
    });
    let answered = false;
    worker.once('message', (answer: DocumentTaskAnswer) => {
      answered = true;
      if ('file' in answer)
        resolve(Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
      else reject(new UnreadableFile(answer.unreadable));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered)
        reject(new Error(`document metadata worker stopped (exit code ${code}) without an answer`));
    });
  });
}
