import { PhiGuardModule } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { SendSupportMessageHandler } from './commands/send-support-message/send-support-message.handler';
import { SupportController } from './http/support.controller';

/** The contact form's messages to support; identity owns the email port, so no service of its own. */
@Module({ imports: [PhiGuardModule], controllers: [SupportController], providers: [SendSupportMessageHandler] })
export class SupportModule {}
