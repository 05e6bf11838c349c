import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// The one way a workbook leaves as a download (nómina, catalogs, inventory, task reports, HR
// dashboards), as enviarCsv is for CSV. The route's 200 schema is `binario`; Fastify sends a
// Buffer or pipes a stream as is, unserialised.

export function enviarXlsx(reply: FastifyReply, contenido: Buffer | Readable, nombreArchivo: string): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${nombreArchivo}"`)
    .header('cache-control', 'no-store')
    .send(contenido);
}
