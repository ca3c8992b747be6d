import { MemberCardsModule, modelProvider, PhiGuardModule, settingsProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { EVENTS_NEWS_CME_CONFIG, eventsNewsCmeSettings } from '../../config/events-news-cme.env';
import { Posters } from './posters';
import { SavedItemModel, savedItemSchema } from './saved-items';

/**
 * What events, news and CME share: poster cards from the member-cards projection, the saves' collection,
 * the settings, the PHI guard's audit records. Each kind's module adds the listings kernel for itself (`listingProviders`).
 */
@Module({
  imports: [MemberCardsModule, PhiGuardModule],
  providers: [modelProvider(SavedItemModel, 'SavedItem', savedItemSchema, 'saved_items'), Posters, settingsProvider(EVENTS_NEWS_CME_CONFIG, eventsNewsCmeSettings)],
  exports: [SavedItemModel, Posters, EVENTS_NEWS_CME_CONFIG, PhiGuardModule],
})
export class ListingsModule {}
