import { MemberCardsModule, modelProvider, settingsProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { EVENTS_NEWS_CME_CONFIG, eventsNewsCmeSettings } from '../../config/events-news-cme.env';
import { Posters } from './posters';
import { SavedItemModel, SavedItems, savedItemSchema } from './saved-items';

/** What events, news and CME share: poster cards from the member-cards projection, members' saves, the settings. */
@Module({
  imports: [MemberCardsModule],
  providers: [
    modelProvider(SavedItemModel, 'SavedItem', savedItemSchema, 'saved_items'),
    SavedItems,
    Posters,
    settingsProvider(EVENTS_NEWS_CME_CONFIG, eventsNewsCmeSettings),
  ],
  exports: [SavedItems, Posters, EVENTS_NEWS_CME_CONFIG],
})
export class ListingsModule {}
