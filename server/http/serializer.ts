import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as encodingCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = z.core.$ZodType;

/** Kinds whose parse and encode give the same output: no default, catch, transform or codec. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'enum',
  'literal',
  'nan',
  'template_literal',
]);

/**
 * True when checking `schema` forwards (parse) answers exactly what encoding it backwards does:
 * every part is a plain value, object, array, union, tuple, record or a wrapper of one.
 * Defaults, catches, transforms, pipes and codecs (and anything not listed) answer false.
 */
export function parsesAsItEncodes(schema: Schema, seen = new Set<Schema>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (value: unknown) => parsesAsItEncodes(value as Schema, seen);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const catchall = def.catchall as Schema | undefined;
      return Object.values(shape).every(inner) && (!catchall || inner(catchall));
    }
    case 'array':
      return inner(def.element);
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return inner(def.innerType);
    case 'union':
      return (def.options as Schema[]).every(inner);
    case 'intersection':
      return inner(def.left) && inner(def.right);
    case 'record':
      return inner(def.keyType) && inner(def.valueType);
    case 'tuple':
      return (def.items as Schema[]).every(inner) && (!def.rest || inner(def.rest));
    default:
      return LEAVES.has(def.type);
  }
}

/** Writes a checked value as JSON, or answers INVALID for a value its schema refuses. */
type Writer = (value: unknown) => string | typeof INVALID;
const INVALID = Symbol('invalid');

/** True when JSON.stringify would escape nothing in `text` (no control character, quote,
 * backslash or surrogate), so it is written quoted as it is. */
function writtenAsIs(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}
const quoted = (text: string): string => (writtenAsIs(text) ? `"${text}"` : JSON.stringify(text));

/**
 * A writer that checks and writes `schema` in one pass, for plain schemas: objects (unknown keys
 * left out, as zod strips them), arrays, strings, finite numbers, booleans, null, literals and
 * enums, optional and nullable. Anything else (a refinement, a format, a union, a transform...)
 * answers undefined, and the schema is checked by zod.
 */
export function compiledWriter(schema: Schema): Writer | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  // A check or a format (an email, an integer...) is zod's to judge.
  if ((Array.isArray(def.checks) && def.checks.length > 0) || def.format !== undefined)
    return undefined;
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' ? quoted(v) : INVALID);
    case 'number':
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : INVALID);
    case 'boolean':
      return (v) => (v === true ? 'true' : v === false ? 'false' : INVALID);
    case 'null':
      return (v) => (v === null ? 'null' : INVALID);
    case 'literal':
    case 'enum': {
      const values =
        def.type === 'literal'
          ? (def.values as unknown[])
          : Object.values(def.entries as Record<string, unknown>);
      if (!values.every((x) => typeof x === 'string' || Number.isFinite(x))) return undefined;
      const written = new Map(values.map((x) => [x, JSON.stringify(x)]));
      return (v) => written.get(v) ?? INVALID;
    }
    case 'nullable': {
      const inner = compiledWriter(def.innerType as Schema);
      return inner && ((v) => (v === null ? 'null' : inner(v)));
    }
    case 'array': {
      const element = compiledWriter(def.element as Schema);
      if (!element) return undefined;
      return (v) => {
        if (!Array.isArray(v)) return INVALID;
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const item = element(v[i]);
          if (item === INVALID) return INVALID;
          out += i === 0 ? item : `,${item}`;
        }
        return `${out}]`;
      };
    }
    case 'object': {
      if (def.catchall !== undefined) return undefined;
      const fields: { key: string; name: string; optional: boolean; write: Writer }[] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const fieldDef = field._zod.def as unknown as { type: string; innerType?: Schema };
        const optional = fieldDef.type === 'optional';
        const write = compiledWriter((optional && fieldDef.innerType) || field);
        if (!write) return undefined;
        fields.push({ key, name: `${JSON.stringify(key)}:`, optional, write });
      }
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
        const record = v as Record<string, unknown>;
        let out = '';
        for (const { key, name, optional, write } of fields) {
          const value = record[key];
          if (value === undefined) {
            if (optional) continue;
            return INVALID;
          }
          const written = write(value);
          if (written === INVALID) return INVALID;
          out += out === '' ? name + written : `,${name}${written}`;
        }
        return `{${out}}`;
      };
    }
    default:
      return undefined;
  }
}

/**
 * Every answer is still checked by its declared schema, unknown keys stripped, before it is
 * written (docs/design.md §3). fastify-type-provider-zod encodes it backwards through the schema,
 * which a CPU profile measured at ten times the forward check (3 µs against 0.3 µs for the
 * user-info answer, a sixth of a bare route's whole answer: docs/benchmarks.md, API). A schema
 * whose two directions agree is checked forwards; a plain one (compiledWriter) is checked and
 * written in one pass, without zod's result objects or JSON.stringify's walk, and an answer it
 * refuses goes through zod for the error; any other keeps the provider's encoding.
 */
export const serializerCompiler: FastifySerializerCompiler<Schema> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.core.$ZodType) || !parsesAsItEncodes(schema))
    return encodingCompiler(route);
  const checked = (data: unknown): string => {
    const result = z.safeParse(schema, data);
    if (!result.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  const write = compiledWriter(schema);
  if (!write) return checked;
  return (data) => {
    const written = write(data);
    return written === INVALID ? checked(data) : written;
  };
};
