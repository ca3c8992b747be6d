import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { PublishArticleHandler } from './commands/publish-article/publish-article.handler';
import { SaveArticleHandler } from './commands/save-article/save-article.handler';
import { NewsController } from './http/news.controller';
import { ArticleModel, articleSchema } from './persistence/article.schema';
import { ListNewsHandler } from './queries/list-news/list-news.handler';
import { SampleArticlesSeeder } from './seeding/sample-articles';

/** Journal news ('Latest Medical Journals'): sample and members' articles, and members' saves. */
@Module({
  imports: [ListingsModule],
  controllers: [NewsController],
  providers: [
    modelProvider(ArticleModel, 'Article', articleSchema, 'news_articles', { outbox: true }),
    ListNewsHandler,
    PublishArticleHandler,
    SaveArticleHandler,
    SampleArticlesSeeder,
  ],
})
export class NewsModule {}
