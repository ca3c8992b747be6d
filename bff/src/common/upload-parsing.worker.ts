import { compoundFileStreams, stripCompoundFile, wordDocumentText } from './compound-file-metadata';
import { officePackageText, stripOfficePackage, stripPdf } from './document-metadata';
import { FileOverLimit, reencodeImage, UnreadableFile } from './image-metadata';
import type { ParseJob, ParseAnswer } from './upload-parsing';

// pdf-lib reports each repair of a malformed PDF with console.warn; from a thread that would reach the BFF's output
// as unstructured lines, one per object of a member's file. The answer already says whether the file was refused.
console.warn = () => undefined;
// libheif's WebAssembly build prints why a HEIC file does not parse with console.log: the refusal says it already.
console.log = () => undefined;

/** One upload stripped of its metadata (and the text of a PDF, Word document or Office package read) on a thread of the pool (upload-parsing.ts); refusals are answers. */
export default async function parse({ task, file, limits, textChars }: ParseJob): Promise<ParseAnswer> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  try {
    switch (task.kind) {
      case 'image':
        return { file: await reencodeImage(task.imageType, bytes, limits) };
      case 'pdf':
        return await stripPdf(bytes, textChars);
      case 'office-package':
        return { file: stripOfficePackage(bytes), text: officePackageText(bytes, textChars) };
      case 'compound-file': {
        // The formats share a magic number: the directory must name the one the extension claims.
        const streams = compoundFileStreams(bytes);
        if (!streams.some((stream) => task.streams.includes(stream.name)))
          return { refused: 'mismatch', reason: 'compound file of another format' };
        const isWord = streams.some((stream) => stream.name === 'WordDocument');
        return { file: stripCompoundFile(bytes), text: isWord ? wordDocumentText(bytes, textChars) : undefined };
      }
    }
  } catch (error) {
    if (error instanceof FileOverLimit) return { refused: 'over-limit', reason: error.message };
    if (error instanceof UnreadableFile) return { refused: 'unreadable', reason: error.message };
    // A parser tripping over a file it failed to foresee (a read past the end) still refuses only that file.
    return { refused: 'unreadable', reason: `parser failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
