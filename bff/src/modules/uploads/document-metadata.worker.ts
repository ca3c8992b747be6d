import { parentPort, workerData } from 'node:worker_threads';
import { UnreadableFile } from '../../common/image-metadata';
import { stripDocument, type DocumentTask, type DocumentTaskAnswer } from './document-metadata';

/** One document's metadata stripped on a worker thread (document-metadata-thread.ts); the answer is its only message. */
async function run({ kind, file }: DocumentTask): Promise<DocumentTaskAnswer> {
  try {
    return { file: await stripDocument(kind, Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (error) {
    if (error instanceof UnreadableFile) return { unreadable: error.message };
    throw error;
  }
}

void run(workerData as DocumentTask).then((answer) => {
  const transfer = 'file' in answer ? [answer.file.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(answer, transfer);
});
