import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * Serves the built SPA on the BFF's origin: hashed assets cached for a year, and every other
 * non-/api GET answered with index.html so the client router decides (including its 404 page).
 */
export function serveSinglePageApp(app: NestExpressApplication, folder: string): void {
  const root = resolve(folder);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`WEB_DIST ${root} has no index.html: build the SPA with "npm run build -w web"`);
  app.use('/assets', express.static(join(root, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(express.static(root, { index: false }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith('/api/') || request.path === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return next();
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
