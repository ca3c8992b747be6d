import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { ContactController } from './contact.controller';

/** POST /api/contact: the contact form's messages to support. */
@Module({ controllers: [ContactController], providers: [RateLimiter] })
export class ContactModule {}
