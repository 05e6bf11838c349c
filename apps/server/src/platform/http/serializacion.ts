import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

// Responses are written by their declared schema (packages/domain): a field the schema does
// not name never leaves the server. The zod schema is compiled once, at start, to JSON Schema
// of its wire side (io 'input': an `instante` is a date-time string) and from there to a
// fast-json-stringify function, which writes Date objects as ISO strings. Checking every reply
// with zod before JSON.stringify costs more than the serialisation it replaces (measured in
// docs/benchmarks.md); tests turn that check on so a reply that breaks its contract fails them.

type Opciones = { validar: boolean };

/** The JSON Schema of what a zod schema puts on the wire. */
export const esquemaDeCable = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });

type Escritor = ReturnType<typeof fastJson>;

// Compiling a schema (zod to JSON Schema to fast-json-stringify) is most of an app's start:
// about 1 to 2 s for every route of the server. A writer depends only on its schema and keeps
// no state, so each schema object is compiled once per process and shared by every route and
// every app that declares it (the API tests build one app per test file in the same process).
const escritores = new WeakMap<z.ZodType, Escritor>();

/** The fast-json-stringify writer of a zod schema, compiled the first time it is asked for. */
export function escritorDe(schema: z.ZodType): Escritor {
  let escribir = escritores.get(schema);
  if (!escribir) {
    escribir = fastJson(esquemaDeCable(schema) as Parameters<typeof fastJson>[0]);
    escritores.set(schema, escribir);
  }
  return escribir;
}

export function crearSerializador({ validar }: Opciones): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const escribir = escritorDe(schema);
    if (!validar) return escribir;
    return (data) => {
      const r = z.safeEncode(schema, data);
      if (!r.success) throw new Error(`La respuesta de ${method} ${url} no cumple su esquema: ${z.prettifyError(r.error)}`);
      return escribir(data);
    };
  };
}
