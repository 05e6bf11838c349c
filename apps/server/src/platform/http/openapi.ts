import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RutaDeclarada } from '../auth/guard';
import { nombreDeRegistro } from '../auth/registro';

type Documento = Parameters<typeof jsonSchemaTransform>[0];

const permisoLegible = (p: RutaDeclarada['permiso']) => (typeof p === 'string' ? p : p.join(' o '));

/**
 * The OpenAPI document is the route table a client reads: besides the zod shapes of
 * request and reply, each operation says what it requires (`x-permiso`) and which
 * records it reaches (`x-registro`), also in its description for the /api/docs page.
 */
export function transformarOpenApi(doc: Documento) {
  const r = jsonSchemaTransform(doc);
  const config = doc.route.config;
  if (!config?.permiso || !r.schema) return r;
  const registro = nombreDeRegistro(config.registro);
  const permiso = permisoLegible(config.permiso);
  const linea = `Permiso: ${permiso}.${registro ? ` Registro: ${registro}.` : ''}`;
  const previa = (r.schema as { description?: string }).description;
  return {
    ...r,
    schema: {
      ...r.schema,
      description: previa ? `${previa}\n\n${linea}` : linea,
      'x-permiso': config.permiso,
      ...(registro ? { 'x-registro': registro } : {}),
    },
  };
}
