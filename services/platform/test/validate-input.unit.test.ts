import { BadRequestException } from '@nestjs/common';
import * as yup from 'yup';
import { validateInput } from '../src';

describe('validateInput answers bad input with 400, whatever its shape', () => {
  const schema = yup.object({ title: yup.string().trim().required('Title is required') });

  const refusal = (input: unknown) => {
    try {
      validateInput(schema, input);
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it("names the first broken rule in the words the member's form shows", () => {
    const error = refusal({ title: '  ' });
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).message).toBe('Title is required');
  });

  // Found by the API fuzzer: `?title=a&title=b` or {"title": {}} made yup's trim throw a TypeError (a 500).
  it.each([[['a', 'b']], [{}]])('refuses %j where text belongs', (title) => {
    expect(refusal({ title })).toBeInstanceOf(BadRequestException);
  });

  it('keeps valid input, trimmed', () => {
    expect(validateInput(schema, { title: ' A title ' })).toEqual({ title: 'A title' });
  });
});
