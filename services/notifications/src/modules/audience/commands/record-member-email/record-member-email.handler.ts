import { Injectable } from '@nestjs/common';
import { Recipients } from '../../persistence/recipients';

/** Keeps a member's email address from identity: given at registration, replaced by a newly verified one. */
@Injectable()
export class RecordMemberEmailHandler {
  constructor(private readonly recipients: Recipients) {}

  execute(memberId: number, email: string): Promise<void> {
    return this.recipients.setEmail(memberId, email);
  }
}
