import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { Response } from 'express';
import { mongo } from 'mongoose';
import type { Logger } from 'pino';
import * as yup from 'yup';
import { LOGGER } from '../tokens';

/** A refusal to try again after a while (overload, a service down): answered with `Retry-After`. */
export class TryAgainLater extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    status: number = HttpStatus.SERVICE_UNAVAILABLE,
  ) {
    super({ message }, status);
  }
}

/** MongoDB's (and FerretDB's) answer to a read past its maxTimeMS. */
const MAX_TIME_MS_EXPIRED = 50;

/** Every error answer is JSON `{ "message": ... }` with the right status: the BFF passes a 4xx body on to the SPA as it is. */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toAnswer(exception);
    if (status >= 500) this.logger.error({ err: exception }, 'request failed');
    if (response.headersSent) return;
    if (exception instanceof TryAgainLater) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toAnswer(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof yup.ValidationError) {
      return { status: HttpStatus.BAD_REQUEST, body: { message: exception.errors[0] ?? exception.message } };
    }
    if (exception instanceof HttpException) {
      const answer = exception.getResponse();
      if (typeof answer === 'string') return { status: exception.getStatus(), body: { message: answer } };
      const body = answer as Record<string, unknown>;
      const given = Array.isArray(body.message) ? body.message[0] : body.message;
      const message = typeof given === 'string' ? given : exception.message;
      const { statusCode: _status, error: _error, ...rest } = body;
      return { status: exception.getStatus(), body: { ...rest, message } };
    }
    if (exception instanceof mongo.MongoServerError && exception.code === MAX_TIME_MS_EXPIRED) {
      return { status: HttpStatus.GATEWAY_TIMEOUT, body: { message: 'The request took too long. Please try again.' } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Internal server error' } };
  }
}
