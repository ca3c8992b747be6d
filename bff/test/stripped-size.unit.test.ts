import { ATTACHMENT_MAX_BYTES, ContentUploadMessages } from '@docnet/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { STRIPPED_SLACK_BYTES, withoutMetadata } from '../src/modules/uploads/content-uploads';

/**
 * A stripped file is checked against the upload limit before it is stored: a parser whose rewrite grows (a PDF
 * saved with its objects uncompressed, a ZIP whose entries repeat) must not store more than a member may upload.
 * The parsers are bounded by their input; this is the last check, so a parser that answers a rewritten file of
 * any size stands in for them here.
 */
const rewritingTo = (bytes: number) => ({ parse: () => Promise.resolve({ file: Buffer.alloc(bytes, 0x20) }) });
const strip = (bytes: number) => withoutMetadata(rewritingTo(bytes), { kind: 'pdf' }, Buffer.from('%PDF-1.7'), new AbortController().signal);

describe('the size of a stripped upload', () => {
  it('stores a rewrite up to the upload limit plus its slack', async () => {
    expect((await strip(ATTACHMENT_MAX_BYTES + STRIPPED_SLACK_BYTES)).file).toHaveLength(ATTACHMENT_MAX_BYTES + STRIPPED_SLACK_BYTES);
  });

  it('refuses a rewrite one byte past it with 415 and the message to save the file again', async () => {
    const refusal = strip(ATTACHMENT_MAX_BYTES + STRIPPED_SLACK_BYTES + 1);
    await expect(refusal).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
    await expect(refusal).rejects.toMatchObject({ response: { statusCode: 415, message: ContentUploadMessages.tooComplex } });
  });
});
