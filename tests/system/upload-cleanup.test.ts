import {
  ApiRoutes,
  ContentRoutes,
  EventsNewsCmeRoutes,
  type Content,
  type ContentUploadResponse,
  type FileReferences,
  type ThumbnailUploadResponse,
  type User,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import pino from 'pino';
import request from 'supertest';
import type { BffConfig } from '../../bff/src/config/bff.env';
import { ObjectStorage } from '../../bff/src/clients/object-storage';
import { referencedByAny, UploadedFileCleanup, type FileReferenceCheck } from '../../bff/src/modules/uploads/uploaded-files';
import { wordDocument } from '../../bff/test/support/compound-file';
import { loadStackState } from '../harness/stack';
import { stackBucket } from './bucket';
import { browserSession, verifiedRegistration } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;
const { s3 } = stack.infra;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BODY = [
  'A 58-year-old presented with exertional chest pain radiating to the left arm.',
  "Dr. O'Brien's team reviewed the ECG — ST depression in V4–V6 — and the stress echo. 🫀",
].join('\n\n');

type Agent = ReturnType<typeof browserSession>;

async function signedInMember(): Promise<{ agent: Agent; id: number }> {
  const agent = browserSession(baseUrl);
  const registered = await agent
    .post(ApiRoutes.authRegister)
    .send(await verifiedRegistration(baseUrl))
    .expect(201);
  return { agent, id: (registered.body as User).id };
}

async function upload(agent: Agent, bytes: Buffer, name: string, kind?: 'thumbnail'): Promise<string> {
  const uploaded = await agent
    .post(kind ? `${ApiRoutes.uploadsContent}?kind=thumbnail` : ApiRoutes.uploadsContent)
    .attach('file', bytes, name)
    .expect(201);
  return (uploaded.body as ContentUploadResponse | ThumbnailUploadResponse).attachmentUrl;
}

const { inBucket, destroy } = stackBucket(stack);
afterAll(destroy);

describe('uploaded files go with their content', () => {
  it('removes a file an edit replaced, then the files of the deleted content; a file still used stays', async () => {
    const { agent } = await signedInMember();
    const ecg = await upload(agent, PDF, 'ECG — 12 lead.pdf');
    const photo = await upload(agent, PNG, 'echo still.png', 'thumbnail');
    const created = await agent
      .post(ApiRoutes.contents)
      .send({ title: 'Exertional angina: a case', body: BODY, attachmentUrl: ecg, thumbnailUrl: photo })
      .expect(201);
    const content = created.body as Content;

    // The author replaces the PDF with the Word report and keeps the thumbnail.
    const report = await upload(agent, wordDocument(), "Dr O'Brien — report.doc");
    await agent
      .put(ApiRoutes.contentById(content.id))
      .send({ title: content.title, body: BODY, attachmentUrl: report, thumbnailUrl: photo })
      .expect(200);
    await eventually(async () => !(await inBucket(ecg)), 'the replaced PDF removed from the bucket');
    expect(await inBucket(photo)).toBe(true);
    expect(await inBucket(report)).toBe(true);
    await agent.get(photo).expect(200);
    expect((await agent.get(ecg)).status).toBe(404);

    await agent.delete(ApiRoutes.contentById(content.id)).expect(204);
    await eventually(
      async () => !(await inBucket(report)) && !(await inBucket(photo)),
      'the deleted content’s files removed',
    );
  });

  it('keeps a file another content still uses when one of them is deleted', async () => {
    const { agent } = await signedInMember();
    const shared = await upload(agent, PDF, 'protocol.pdf');
    const first = (
      await agent
        .post(ApiRoutes.contents)
        .send({ title: 'Protocol, part 1', body: BODY, attachmentUrl: shared })
        .expect(201)
    ).body as Content;
    await agent
      .post(ApiRoutes.contents)
      .send({ title: 'Protocol, part 2', body: BODY, attachmentUrl: shared })
      .expect(201);
    // A later edit of another content is the sign the first deletion's event was handled.
    const marker = await upload(agent, PDF, 'marker.pdf');
    const other = (
      await agent
        .post(ApiRoutes.contents)
        .send({ title: 'Marker', body: BODY, attachmentUrl: marker })
        .expect(201)
    ).body as Content;
    await agent.delete(ApiRoutes.contentById(first.id)).expect(204);
    await agent.delete(ApiRoutes.contentById(other.id)).expect(204);
    await eventually(async () => !(await inBucket(marker)), 'the marker removed');
    expect(await inBucket(shared)).toBe(true);
  });

  it('sweeps uploads past the grace period that no content uses, and only those', async () => {
    const { agent, id } = await signedInMember();
    const abandoned = await upload(agent, PDF, 'abandoned draft.pdf');
    const abandonedThumbnail = await upload(agent, PNG, 'never used.png', 'thumbnail');
    const used = await upload(agent, PDF, 'published.pdf');
    await agent
      .post(ApiRoutes.contents)
      .send({ title: 'Published with its file', body: BODY, attachmentUrl: used })
      .expect(201);

    // The BFF's sweep, run here on this member's folder against the real bucket and content service.
    const logger = pino({ level: 'silent' });
    const storage = new ObjectStorage(
      {
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_BUCKET: s3.bucket,
        EVENTS_NAMESPACE: stack.namespace,
      } as BffConfig,
      logger,
    );
    const referenced = async (urls: string[]) =>
      (
        (
          await request(stack.processes.content.url)
            .post(ContentRoutes.fileReferences)
            .set('x-service-token', stack.serviceToken)
            .send({ urls })
            .expect(200)
        ).body as FileReferences
      ).referenced;
    const cleanup = new UploadedFileCleanup(storage, referenced, logger);
    try {
      // Still within the grace period: nothing goes.
      expect(await cleanup.sweep(new Date(Date.now() - 60 * 60_000), `attachments/${id}/`)).toBe(0);
      expect(await inBucket(abandoned)).toBe(true);

      expect(await cleanup.sweep(new Date(Date.now() + 1000), `attachments/${id}/`)).toBe(2);
      expect(await inBucket(abandoned)).toBe(false);
      expect(await inBucket(abandonedThumbnail)).toBe(false);
      expect(await inBucket(used)).toBe(true);
      await agent.get(used).expect(200);
    } finally {
      storage.onModuleDestroy();
    }
  });

  it("keeps an upload a CME credit keeps as its certificate, and lets it go with the credit", async () => {
    const { agent, id } = await signedInMember();
    const certificate = await upload(agent, PDF, 'Certificate — Ñúñez, 3 h.pdf');
    const credit = await agent
      .post(ApiRoutes.cmeWalletCredits)
      .send({ title: 'Safer opioid prescribing', provider: 'Texas Medical Association', creditType: 'ama_pra_1', amount: 3, completedOn: '2026-03-14', format: 'live_online', certificateUrl: certificate })
      .expect(201);
    const logger = pino({ level: 'silent' });
    const storage = new ObjectStorage(
      {
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_BUCKET: s3.bucket,
        EVENTS_NAMESPACE: stack.namespace,
      } as BffConfig,
      logger,
    );
    // The BFF's sweep asks both owners, as its consumer does: the content service and the CME wallet.
    const asking = (url: string, route: string): FileReferenceCheck => async (urls) =>
      ((await request(url).post(route).set('x-service-token', stack.serviceToken).send({ urls }).expect(200)).body as FileReferences).referenced;
    const cleanup = new UploadedFileCleanup(
      storage,
      referencedByAny(asking(stack.processes.content.url, ContentRoutes.fileReferences), asking(stack.processes['events-news-cme'].url, EventsNewsCmeRoutes.cmeWalletCertificateReferences)),
      logger,
    );
    try {
      expect(await cleanup.sweep(new Date(Date.now() + 1000), `attachments/${id}/`)).toBe(0);
      expect(await inBucket(certificate)).toBe(true);
      await agent.delete(ApiRoutes.cmeWalletCredit((credit.body as { id: number }).id)).expect(204);
      expect(await cleanup.sweep(new Date(Date.now() + 1000), `attachments/${id}/`)).toBe(1);
      expect(await inBucket(certificate)).toBe(false);
    } finally {
      storage.onModuleDestroy();
    }
  });
});
