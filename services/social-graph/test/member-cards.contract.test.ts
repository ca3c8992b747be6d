import { describeMemberCardsService } from '@docnet/platform/testing';
import { AppModule } from '../src/app.module';

describeMemberCardsService('social-graph', AppModule.register);
