import { describeMemberCardsService } from '@docnet/platform/testing/member-cards-kit';
import { AppModule } from '../src/app.module';

describeMemberCardsService('social-graph', AppModule.register, { cachedInRedis: true });
