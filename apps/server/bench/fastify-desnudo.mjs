// A bare Fastify server with one route that answers a fixed JSON: the ceiling that
// get_user is compared with in the same run (issue 15). Started by get-user.mjs as its
// own process, like the real server. BENCH_CUERPO is the JSON to answer.
import Fastify from 'fastify';

const cuerpo = JSON.parse(process.env.BENCH_CUERPO ?? '{}');
const app = Fastify({ logger: false });
app.get('/desnudo', async () => cuerpo);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listo');
