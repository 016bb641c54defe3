import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isNullType = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null';

/**
 * `X | null` as zod writes it (anyOf with a null member) becomes `X` with `nullable`:
 * fast-json-stringify compiles that directly, where anyOf would make it run a validator
 * on every value to pick the branch.
 */
function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withNullable(value)]),
  ) as JsonSchema;
  const members = schema.anyOf;
  if (Array.isArray(members) && members.length === 2 && members.some(isNullType)) {
    const { anyOf: _anyOf, ...rest } = schema;
    const other = members.find((member) => !isNullType(member)) as JsonSchema;
    return { ...rest, ...other, nullable: true };
  }
  return schema;
}

/** The JSON Schema of a zod response schema, in the form fast-json-stringify compiles best. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return withNullable(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as JsonSchema;
}

/**
 * Responses are written by serializers compiled once per route from the shared zod
 * schemas (fast-json-stringify): fields outside the schema are left out, as zod's own
 * serializer did, without parsing every answer on its way out. With `checkShapes` (the
 * tests) each answer is also parsed by its zod schema, and the compiled output must equal
 * what zod would have sent, so a schema the compiler reads differently fails a test.
 */
export function responseSerializer(options: {
  checkShapes: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJson(responseJsonSchema(schema));
    if (!options.checkShapes) return stringify;
    return (data: unknown) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        throw new Error(`${method} ${url} answered outside its schema: ${parsed.error.message}`);
      }
      const text = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(parsed.data)))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${text}`);
      }
      return text;
    };
  };
}
