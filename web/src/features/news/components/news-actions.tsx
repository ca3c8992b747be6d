import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import type { NewsArticle } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { shareLink } from '@/lib/share-link';
import { toast } from '@/lib/toast';
import { useSaveNews } from '../api/save-news';

function shareArticle(article: NewsArticle): Promise<void> {
  return shareLink({
    path: paths.newsItem.getHref(article.id),
    title: article.title,
    copied: { title: 'Link copied', description: 'Article link copied to clipboard' },
  });
}

/**
 * An article's actions: 'Read full article' (the article at its source, in a new tab; on a card, an article without
 * a source link opens in full here), Save (kept per member on the server) and Share (the share sheet where the
 * browser has one, else the article's link copied).
 */
export function NewsActions({ article, onCard = false }: { article: NewsArticle; onCard?: boolean }) {
  const saveNews = useSaveNews();
  const [busy, setBusy] = useState(false);

  const toggleSaved = async () => {
    setBusy(true);
    try {
      await saveNews(article.id, !article.saved);
    } catch {
      toast({ title: 'Action failed', description: 'There was an error processing your request.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      {article.sourceUrl ? (
        <a href={article.sourceUrl} target="_blank" rel="noopener noreferrer">
          Read full article ↗
        </a>
      ) : onCard ? (
        <Link to={paths.newsItem.getHref(article.id)}>Read full article</Link>
      ) : (
        <span />
      )}
      <Flex gap={8}>
        <Button
          size="small"
          type={article.saved ? 'primary' : 'default'}
          aria-pressed={article.saved}
          disabled={busy}
          onClick={() => void toggleSaved()}
        >
          {article.saved ? 'Saved' : 'Save'}
        </Button>
        <Button size="small" onClick={() => void shareArticle(article)}>
          Share
        </Button>
      </Flex>
    </Flex>
  );
}
