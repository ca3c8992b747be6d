import { describeMemberCardsService } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';

describeMemberCardsService('content', AppModule.register);
