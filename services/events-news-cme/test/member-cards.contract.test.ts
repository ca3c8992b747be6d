import { describeMemberCardsService } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';

describeMemberCardsService('events-news-cme', AppModule.register);
