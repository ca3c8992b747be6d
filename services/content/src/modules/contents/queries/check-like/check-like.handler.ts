import type { LikeStatus } from '@docnet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { LikeModel } from '../../persistence/like.schema';
import { LiveContents } from '../../persistence/live-contents';

@Injectable()
export class CheckLikeHandler {
  constructor(
    @Inject(LikeModel) private readonly likes: LikeModel,
    private readonly live: LiveContents,
  ) {}

  async execute(contentId: number, memberId: number): Promise<LikeStatus> {
    await this.live.find(contentId);
    return { hasLiked: Boolean(await this.likes.exists({ contentId, memberId, liked: true })) };
  }
}
