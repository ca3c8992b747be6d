import 'reflect-metadata';
import { runReadModelCommand } from '@docnet/platform';
import { loadProfileConfig } from './config/profile.env';
import { RebuildSearchIndexHandler } from './modules/profiles/commands/rebuild-search-index/rebuild-search-index.handler';
import { profileSchema, type ProfileDocument } from './modules/profiles/persistence/profile.schema';
import { searchIndexFor } from './modules/profiles/persistence/search-index.factory';

/** `npm run rebuild-read-models -w services/profile`: rebuilds doctor search's index from the profiles, on the engine PEOPLE_SEARCH_ENGINE names. */
runReadModelCommand('profile', loadProfileConfig, async ({ database, redis, prefix, logger }) => {
  const profiles = database.model<ProfileDocument>('Profile', profileSchema, 'profiles');
  await new RebuildSearchIndexHandler(profiles, searchIndexFor(loadProfileConfig(), redis, prefix), logger).execute();
});
