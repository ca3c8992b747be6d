import { Module } from '@nestjs/common';
import { CmeWalletController } from './cme-wallet.controller';

/** /api/cme-wallet: the member's licences, credits and their evaluation, answered by the events-news-cme service; signed in. */
@Module({ controllers: [CmeWalletController] })
export class CmeWalletModule {}
