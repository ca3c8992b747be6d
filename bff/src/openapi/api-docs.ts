import {
  ApiRoutes,
  asyncApiDocument,
  asyncApiIndex,
  eventReaders,
  openApiComponents,
} from '@docnet/contracts';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';

/**
 * /api/docs (Swagger UI), the OpenAPI document with the contracts' schemas as its components, and the
 * AsyncAPI documents beside it, built once at start. Public and read-only like every GET: the origin check
 * only looks at unsafe methods, no rate rule applies, and no session is stored for a visitor.
 */
export function serveApiDocs(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('DocNet API')
      .setDescription(
        `The /api contract of the DocNet SPA (cookie session); its events: ${ApiRoutes.asyncApiIndex}`,
      )
      .setVersion('1')
      .addCookieAuth('docnet.sid')
      .build(),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...openApiComponents() },
  };
  // SwaggerModule takes its paths without the leading slash.
  SwaggerModule.setup(ApiRoutes.apiDocs.slice(1), app, document, {
    jsonDocumentUrl: ApiRoutes.openApiDocument.slice(1),
  });

  const http = app.getHttpAdapter();
  const index = asyncApiIndex();
  http.get(ApiRoutes.asyncApiIndex, (_request: Request, response: Response) => response.json(index));
  for (const reader of eventReaders) {
    const asyncApi = asyncApiDocument(reader);
    http.get(ApiRoutes.asyncApiDocument(reader), (_request: Request, response: Response) =>
      response.json(asyncApi),
    );
  }
}
