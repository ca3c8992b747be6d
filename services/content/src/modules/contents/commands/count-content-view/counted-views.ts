import { Injectable } from '@nestjs/common';
import type { StoredContent } from '../../domain/stored-content';

/** The views of one content counted since the last write. */
export interface PendingViews {
  authorId: number;
  views: number;
}

export type Counted = [contentId: number, views: PendingViews][];

/**
 * The content views counted in this process and not written yet: CountContentViewHandler adds to them, the
 * ContentViewsTally job takes them every CONTENT_VIEWS_FLUSH_MS and writes them in batches (and puts back what it
 * could not record).
 */
@Injectable()
export class CountedViews {
  private pending = new Map<number, PendingViews>();

  /** One counted view of the content, written by the tally's next pass. */
  count(content: Pick<StoredContent, '_id' | 'authorId'>): void {
    this.add(content._id, { authorId: content.authorId, views: 1 });
  }

  /** The number of contents with views waiting. */
  get size(): number {
    return this.pending.size;
  }

  /** Every view counted so far, taken out (a batch that fails is put back). */
  take(): Counted {
    const counted: Counted = [...this.pending];
    this.pending = new Map();
    return counted;
  }

  putBack(counted: Counted): void {
    for (const [id, views] of counted) this.add(id, views);
  }

  private add(id: number, views: PendingViews): void {
    const held = this.pending.get(id);
    this.pending.set(id, held ? { ...views, views: held.views + views.views } : views);
  }
}
