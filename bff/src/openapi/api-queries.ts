import { toOpenApiSchema } from '@docnet/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type * as yup from 'yup';

/** Documents a route's query parameters from the contracts schema the route validates its query with. */
export function ApiQueryFrom(schema: yup.ISchema<unknown>): MethodDecorator {
  const { properties = {}, required = [] } = toOpenApiSchema(schema);
  return applyDecorators(
    // A list travels comma-separated (`ids=1,2,3`), as the contracts' schemas read it.
    ...Object.entries(properties).map(([name, property]) =>
      ApiQuery({
        name,
        required: required.includes(name),
        schema: property,
        ...(property.type === 'array' && { explode: false }),
      }),
    ),
  );
}
