import { MemberCardsModule, modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { Posters } from './posters';
import { SavedItemModel, SavedItems, savedItemSchema } from './saved-items';

/** What events, news and CME share: poster cards from the member-cards projection and members' saves. */
@Module({
  imports: [MemberCardsModule],
  providers: [modelProvider(SavedItemModel, 'SavedItem', savedItemSchema, 'saved_items'), SavedItems, Posters],
  exports: [SavedItems, Posters],
})
export class ListingsModule {}
