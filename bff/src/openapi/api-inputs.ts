import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam } from '@nestjs/swagger';

/** A multipart upload of one file in the field `file`, as the SPA's upload controls send it. */
export function ApiFileUpload(): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } }),
  );
}

/** A path id its route reads as a whole number (an id pipe): documented as an integer, not any number. */
export function ApiWholeNumberId(name = 'id'): MethodDecorator {
  return ApiParam({ name, schema: { type: 'integer' } });
}
