import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

/**
 * JSON bodies up to `limit`; a malformed or oversized body is answered here as `{ message }`, like every refusal
 * (docs/product/requests-and-feedback.md), instead of leaking the parser's own message.
 */
export function jsonBody(limit = '1mb'): [RequestHandler, ErrorRequestHandler] {
  const refuseBadBodies: ErrorRequestHandler = (error: { type?: string }, _request, response, next) => {
    if (error?.type === 'entity.parse.failed') {
      response.status(400).json({ message: 'Request body is not valid JSON' });
    } else if (error?.type === 'entity.too.large') {
      response.status(413).json({ message: 'Request body is too large' });
    } else {
      next(error);
    }
  };
  return [express.json({ limit }), refuseBadBodies];
}
