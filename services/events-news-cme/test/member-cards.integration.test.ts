import { describeMemberCardsService } from '@docnet/platform/testing/member-cards-kit';
import { AppModule } from '../src/app.module';

describeMemberCardsService('events-news-cme', AppModule.register, { cachedInRedis: true });
