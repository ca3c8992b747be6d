import { BadRequestException, ParseIntPipe } from '@nestjs/common';

/** A member id in a path: a positive whole number, else 400. */
export const MemberIdPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException('The user id must be a number') });
