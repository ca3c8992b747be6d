import {
  ApiRoutes,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ContentUploadMessages,
  uploadKinds,
  type ContentUploadResponse,
  type ThumbnailUploadResponse,
  type UploadKind,
} from '@docnet/contracts';
import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { SignedInMember } from '../../session/signed-in-member';
import { contentDisposition } from '../../common/content-disposition';
import { MemberIdPipe } from '../../common/id-pipes';
import { opensInline } from './attachment-types';
import { ContentUploads } from './content-uploads';
import { UploadedFileAccess } from './uploaded-file-access';
import { ApiFileUpload } from '../../openapi/api-inputs';
import { ApiAnswer, ApiErrors } from '../../openapi/api-responses';

/** The served file never runs as a page of ours: no scripts, no plugins, a sandboxed origin of its own. */
const SANDBOXED = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Whether a reader may have a file changes after it was served (its content deleted, hidden or removed, access
 * revoked), so no cache keeps it: not a shared one (private), not the browser's (no-store), where a copy would
 * stay readable without asking this route again.
 */
export const SERVED_FILE_CACHING = 'private, no-store';

@ApiTags('uploads')
@ApiErrors(400, 401)
@Controller()
export class ContentUploadsController {
  constructor(
    private readonly uploads: ContentUploads,
    private readonly access: UploadedFileAccess,
  ) {}

  @Post(ApiRoutes.uploadsContent)
  @ApiAnswer('ContentUploadResponse', 201)
  @ApiErrors(413, 415, 429)
  @ApiFileUpload()
  @ApiQuery({
    name: 'kind',
    enum: uploadKinds,
    required: false,
    description: 'thumbnail: images only, answers {attachmentUrl, thumbnailUrl}',
  })
  @ApiOperation({
    summary: 'Upload a content attachment or thumbnail',
    description:
      `Upload a content attachment or thumbnail (multipart field file), stored in the bucket. ${ATTACHMENT_EXTENSIONS.join(', ')}; the content must be of the kind its extension claims (magic numbers; text must be UTF-8 without NUL), else 415. Images are stored without EXIF (GPS included), XMP, IPTC and comments, PDFs without their document information and XMP, Word, Excel and PowerPoint packages without their core properties (author, last editor, revision, dates) and company; a file that cannot be read far enough to strip it is refused with 415. DICOM files (.dcm, or DICM after the 128-byte preamble) are refused with 415: they carry patient identifiers. At most ${ATTACHMENT_MAX_BYTES / 1024 / 1024}MB, else 413; 429 past 60 uploads an hour or 3 at once. Answers 201 {attachmentUrl}, the URL that serves the file back`,
  })
  upload(
    @SignedInMember() memberId: number,
    @Query('kind') kind: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContentUploadResponse | ThumbnailUploadResponse> {
    const uploadKind = kind ?? 'attachment';
    if (!uploadKinds.includes(uploadKind as UploadKind))
      throw new BadRequestException(ContentUploadMessages.unknownKind);
    return this.uploads.upload(memberId, uploadKind as UploadKind, request, response);
  }

  @Get(ApiRoutes.uploadedContentFile(':memberId', ':fileId'))
  @ApiOkResponse({ description: 'The file, with its stored type' })
  @ApiErrors(404)
  @ApiOperation({
    summary: 'An uploaded attachment or thumbnail',
    description:
      "An uploaded attachment or thumbnail, to its uploader, moderators and members who may read a content that shows it (404 to anyone else, and unknown): its stored type, X-Content-Type-Options nosniff, Cache-Control private, no-store (access may be withdrawn), a sandboxed CSP with default-src 'none', and Content-Disposition inline for images, attachment for everything else (PDFs included), with the uploaded file name",
  })
  async file(
    @Param('memberId', MemberIdPipe) uploaderId: number,
    @Param('fileId') fileId: string,
    @SignedInMember() memberId: number,
    @Res() response: Response,
  ): Promise<void> {
    if (!(await this.access.mayRead(memberId, uploaderId, fileId))) throw new NotFoundException(ContentUploadMessages.notFound);
    const stored = await this.uploads.read(uploaderId, fileId);
    if (!stored) throw new NotFoundException(ContentUploadMessages.notFound);
    const inline = opensInline(stored.contentType);
    response.setHeader('Content-Type', stored.contentType);
    if (stored.contentLength !== undefined)
      response.setHeader('Content-Length', String(stored.contentLength));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader(
      'Content-Disposition',
      contentDisposition(inline ? 'inline' : 'attachment', stored.fileName),
    );
    response.setHeader('Content-Security-Policy', SANDBOXED);
    response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    response.setHeader('Cache-Control', SERVED_FILE_CACHING);
    await pipeline(stored.body, response);
  }
}
