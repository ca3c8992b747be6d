import { contactMessageSchema, IdentityRoutes, type AuthMessageBody } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import * as yup from 'yup';
import { SendSupportMessageHandler } from '../commands/send-support-message/send-support-message.handler';

const supportMessageSchema = contactMessageSchema.shape({ memberId: yup.number().integer().positive().optional() });

/** Messages from the contact form, delivered by identity's email port. */
@Controller()
export class SupportController {
  constructor(private readonly sendMessage: SendSupportMessageHandler) {}

  @Post(IdentityRoutes.supportMessages)
  @HttpCode(202)
  async send(@Body() body: unknown): Promise<AuthMessageBody> {
    await this.sendMessage.execute(validateInput(supportMessageSchema, body));
    return { message: 'Message Received' };
  }
}
