import { describeMemberCardsService } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';

describeMemberCardsService('ai-assistant', AppModule.register);
