import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  ApiRoutes,
  ContentUploadMessages,
  type ContentUploadResponse,
  type ProfilePictureBody,
  ProfilePictureMessages,
} from '@docnet/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import {
  COMMENT,
  dicomFile,
  docxWithAuthor,
  jpegWithMetadata,
  pngWithText,
  XMP_PACKET,
} from '../../bff/test/support/metadata-fixtures';
import { pngOfDeclaredSize } from '../../bff/test/support/hostile-files';
import { loadStackState } from '../harness/stack';
import { downloadBytes, registeredMember, type SessionMember } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;
const { s3 } = stack.infra;

type Agent = SessionMember['agent'];

/** Uploads an attachment and answers the bytes stored for it, as the serving route gives them back. */
async function storedCopy(agent: Agent, file: Buffer, name: string): Promise<Buffer> {
  const uploaded = await agent.post(ApiRoutes.uploadsContent).attach('file', file, name);
  expect({ status: uploaded.status, body: uploaded.body as unknown }).toMatchObject({ status: 201 });
  const served = await downloadBytes(agent, (uploaded.body as ContentUploadResponse).attachmentUrl).expect(200);
  return served.body as Buffer;
}

const text = (file: Buffer) => file.toString('latin1');

/** The GPS IFD pointer tag (0x8825) as a little- or big-endian TIFF writes it. */
const GPS_TAGS = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];

describe('uploads lose their metadata before they are stored', () => {
  const bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  afterAll(() => bucket.destroy());

  /** The keys the bucket holds under a member's attachments. */
  async function storedAttachments(memberId: number): Promise<string[]> {
    const prefix = `${stack.namespace ? `${stack.namespace}/` : ''}attachments/${memberId}/`;
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  }

  it('stores a JPEG re-encoded, without EXIF, its GPS tags, XMP or comments', async () => {
    const { agent } = await registeredMember(baseUrl);
    const original = jpegWithMetadata();
    const stored = await storedCopy(agent, original, 'wound-day-3.jpg');
    for (const gone of ['Exif', 'DocNetCam', 'x:xmpmeta', 'http://ns.adobe.com/xap', COMMENT])
      expect(text(stored)).not.toContain(gone);
    for (const tag of GPS_TAGS) expect(stored.includes(tag)).toBe(false);
    const [before, after] = await Promise.all([sharp(original).metadata(), sharp(stored).metadata()]);
    expect([after.format, after.width, after.height, after.exif]).toEqual(['jpeg', before.width, before.height, undefined]);
  });

  it('takes an iPhone’s HEIC photo as an attachment, a thumbnail and a profile picture, served as a JPEG without EXIF or GPS', async () => {
    // Made by heif-enc from a JPEG whose EXIF names its camera, its owner and where it was taken.
    const original = readFileSync(join(__dirname, '../../bff/test/fixtures/real-world/photo-exif-gps.heic'));
    expect(['DocNetCam', 'Dr. Jane Roe'].every((naming) => original.includes(naming))).toBe(true);
    const { agent } = await registeredMember(baseUrl);
    const uploaded = await agent.post(`${ApiRoutes.uploadsContent}?kind=thumbnail`).attach('file', original, 'IMG_0042.HEIC').expect(201);
    const served = await downloadBytes(agent, (uploaded.body as ContentUploadResponse).attachmentUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toContain('IMG_0042.jpg');
    const picture = await agent.post(ApiRoutes.profilePicture).attach('file', original, 'me.heif').expect(201);
    const pictureServed = await downloadBytes(agent, (picture.body as ProfilePictureBody).profilePicture).expect(200);
    expect(pictureServed.headers['content-type']).toBe('image/jpeg');
    for (const stored of [served.body as Buffer, pictureServed.body as Buffer]) {
      for (const gone of ['Exif', 'DocNetCam', 'Dr. Jane Roe']) expect(text(stored)).not.toContain(gone);
      for (const tag of GPS_TAGS) expect(stored.includes(tag)).toBe(false);
      const after = await sharp(stored).metadata();
      expect([after.format, after.width, after.height, after.exif]).toEqual(['jpeg', 320, 240, undefined]);
    }
  });

  it('stores a PDF without its author or XMP stream', async () => {
    const made = await PDFDocument.create();
    made.setAuthor('Dr. Jane Roe');
    made.addPage([200, 200]).drawText('Echo findings');
    made.catalog.set(
      PDFName.of('Metadata'),
      made.context.register(made.context.stream(XMP_PACKET, { Type: 'Metadata', Subtype: 'XML' })),
    );
    const original = Buffer.from(await made.save({ useObjectStreams: false }));
    expect(text(original)).toContain('Dr. Jane Roe');

    const { agent } = await registeredMember(baseUrl);
    const stored = await storedCopy(agent, original, 'case-study.pdf');
    expect(text(stored)).not.toContain('Dr. Jane Roe');
    expect(text(stored)).not.toContain('x:xmpmeta');
    const reloaded = await PDFDocument.load(stored, { updateMetadata: false });
    expect(reloaded.getAuthor()).toBeUndefined();
    expect(reloaded.getPageCount()).toBe(1);
  });

  it('stores a Word document without its creator, last editor, revision or company', async () => {
    const { agent } = await registeredMember(baseUrl);
    const stored = await storedCopy(agent, docxWithAuthor(), 'referral.docx');
    // The stored package's entries, inflated: none names the author any more.
    const inflatedEntries: string[] = [];
    for (let at = 0; stored.readUInt32LE(at) === 0x04034b50;) {
      const size = stored.readUInt32LE(at + 18);
      const start = at + 30 + stored.readUInt16LE(at + 26) + stored.readUInt16LE(at + 28);
      inflatedEntries.push(inflateRawSync(stored.subarray(start, start + size)).toString('utf8'));
      at = start + size;
    }
    expect(inflatedEntries).toHaveLength(5);
    for (const gone of ['Dr. Jane Roe', 'Dr. John Doe', 'cp:revision', 'St. Example Cardiology'])
      expect(inflatedEntries.join('\n')).not.toContain(gone);
    expect(inflatedEntries.join('\n')).toContain('Echo findings');
  });

  it('stores a PNG without its text chunks', async () => {
    const { agent } = await registeredMember(baseUrl);
    const stored = await storedCopy(agent, pngWithText(), 'x-ray.png');
    for (const gone of ['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME', 'Dr. Jane Roe']) expect(text(stored)).not.toContain(gone);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('refuses DICOM files with 415 and stores nothing of them', async () => {
    const { agent, id } = await registeredMember(baseUrl);
    for (const name of ['CT-chest.dcm', 'IM00001', 'scan.jpg']) {
      const refused = await agent.post(ApiRoutes.uploadsContent).attach('file', dicomFile(), name);
      expect({ name, status: refused.status, body: refused.body as unknown }).toEqual({
        name,
        status: 415,
        body: { message: ContentUploadMessages.dicom },
      });
    }
    expect(await storedAttachments(id)).toEqual([]);
  });

  it('refuses a malformed JPEG or PDF with 415 rather than store it unstripped', async () => {
    const { agent, id } = await registeredMember(baseUrl);
    const whole = jpegWithMetadata();
    for (const [file, name] of [
      [whole.subarray(0, 40), 'truncated.jpg'],
      [Buffer.from('%PDF-1.7\nnot really a PDF'), 'broken.pdf'],
    ] as const) {
      const refused = await agent.post(ApiRoutes.uploadsContent).attach('file', file, name);
      expect({ name, status: refused.status, body: refused.body as unknown }).toEqual({
        name,
        status: 415,
        body: { message: ContentUploadMessages.unreadable },
      });
    }
    expect(await storedAttachments(id)).toEqual([]);
  });

  it('stores a profile picture without EXIF, GPS or comments and refuses a truncated one', async () => {
    const { agent } = await registeredMember(baseUrl);
    const uploaded = await agent.post(ApiRoutes.profilePicture).attach('file', jpegWithMetadata(), 'me.jpg');
    expect(uploaded.status).toBe(201);
    const served = await downloadBytes(agent, (uploaded.body as ProfilePictureBody).profilePicture).expect(200);
    const stored = served.body as Buffer;
    for (const gone of ['Exif', 'x:xmpmeta', COMMENT]) expect(text(stored)).not.toContain(gone);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');

    const truncated = await agent
      .post(ApiRoutes.profilePicture)
      .attach('file', jpegWithMetadata().subarray(0, 40), 'me.jpg');
    expect(truncated.status).toBe(415);
    expect(truncated.body).toEqual({ message: ProfilePictureMessages.unsupported });

    // A few bytes declaring ten billion pixels: refused before a pixel is decoded.
    const flood = await agent.post(ApiRoutes.profilePicture).attach('file', pngOfDeclaredSize(), 'me.png');
    expect({ status: flood.status, body: flood.body as unknown }).toEqual({
      status: 415,
      body: { message: ProfilePictureMessages.tooComplex },
    });
  });
});
