import { Module } from '@nestjs/common';
import { ConnectionsController } from './connections.controller';
import { OwnersPrivacy } from './owners-privacy';

/** /api/connections/* and a member's connections (/api/users/{id}/connections), answered by the social-graph service. */
@Module({ controllers: [ConnectionsController], providers: [OwnersPrivacy] })
export class ConnectionsModule {}
