import {
  ApiRoutes,
  contactMessageSchema,
  IdentityRoutes,
  openApiRef,
  type AuthMessageBody,
  type SupportMessage,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IdentityClient } from '../../clients/service-clients.module';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import { RateLimiter, type RateRule } from '../../security/rate-limiter';
import { ApiErrors } from '../../openapi/api-responses';

/** The contact form (/contact): public, so each address may send a few messages an hour; identity mails them to support. */
@ApiTags('contact')
@ApiErrors(400, 422, 429)
@Controller()
export class ContactController {
  private readonly perAddress: RateRule;

  constructor(
    private readonly identity: IdentityClient,
    private readonly rateLimiter: RateLimiter,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.perAddress = {
      name: 'contact-ip',
      limit: config.CONTACT_MESSAGES_PER_IP_PER_HOUR,
      windowSeconds: 60 * 60,
      message: 'Too many messages sent from this address. Please try again in an hour.',
    };
  }

  @Post(ApiRoutes.contactMessages)
  @ApiResponse({ status: 202, schema: openApiRef('AuthMessageBody') })
  @ApiBody({ schema: openApiRef('ContactMessage') })
  @HttpCode(202)
  @ApiOperation({
    summary: 'Sends {name, email, subject, message}',
    description:
      'Sends {name, email, subject, message} (all required) to support; 202 {message}; 422 when the subject or message may identify a patient (phiConfirmation answers it); 429 when this address sent too many',
  })
  async send(@Req() request: Request, @Body() body: unknown): Promise<AuthMessageBody> {
    const input = validateInput(contactMessageSchema, body);
    await this.rateLimiter.hit(this.perAddress, request.ip ?? 'unknown');
    const message: SupportMessage = { ...input, ...(request.session?.userId !== undefined ? { memberId: request.session.userId } : {}) };
    return this.identity.post(IdentityRoutes.supportMessages, { body: message });
  }
}
