import type { Db } from '../platform/db/client';
import { sanearCuerpo } from '../platform/texto/html';
import { CLAVE_INFORMACION, TITULO_INFORMACION } from '../modules/novedades/informacion.service';
import { novedad, novedadSector, paginaInstitucional } from '../modules/novedades/novedades.table';
import * as reloj from '@worknet/domain/reloj';

// The demo organisation's news and institutional page (only with the demo
// seed, never in production). Dates are relative to the moment of seeding so
// the home always looks current.

const DIA = 86_400_000;

type NovedadDemo = {
  titulo: string;
  resumen: string | null;
  cuerpo: string;
  /** Days from now: negative in the past; null for a draft. */
  dias: number | null;
  fijada?: boolean;
  sectores?: string[];
};

const NOVEDADES: NovedadDemo[] = [
  {
    titulo: 'Campaña de vacunación antigripal 2026',
    resumen: 'Del 1 al 30 de abril vacunamos a todo el personal en los tres establecimientos. Traé tu DNI y el carnet de vacunas.',
    cuerpo: `<p>Como todos los años, el Servicio de Medicina Laboral organiza la vacunación antigripal para todo el personal del grupo, sin costo.</p>
<h2>Dónde y cuándo</h2>
<ul><li><strong>Sanatorio San Martín</strong>: consultorio 4 de planta baja, de lunes a viernes de 7 a 15 h.</li>
<li><strong>Clínica del Parque</strong>: enfermería de Guardia, martes y jueves de 8 a 12 h.</li>
<li><strong>Hogar Los Aromos</strong>: la enfermera de turno vacuna en el office, miércoles de 9 a 13 h.</li></ul>
<h2>Qué llevar</h2>
<p>DNI y, si lo tenés, el carnet de vacunas. Si estás embarazada o tomás anticoagulantes, avisá al vacunador.</p>
<p>Más información sobre la vacuna en el sitio del <a href="https://www.argentina.gob.ar/salud/vacunas/antigripal">Ministerio de Salud de la Nación</a>.</p>`,
    dias: -1,
    fijada: true,
  },
  {
    titulo: 'Nuevo sistema de fichaje con código QR',
    resumen: null,
    cuerpo: `<p>Desde el lunes el fichaje de entrada y salida se hace desde Worknet escaneando el código QR que está junto a cada reloj. Los relojes de huella siguen funcionando durante todo el mes como respaldo.</p>
<p>Si tu teléfono no lee el código, pedile ayuda a tu referente de área o escribí a <a href="mailto:rrhh@worknet.local">Recursos Humanos</a>.</p>`,
    dias: -3,
  },
  {
    titulo: 'Capacitación en RCP avanzada para Enfermería',
    resumen: 'Curso teórico-práctico de reanimación cardiopulmonar avanzada, con certificado. Cupo de 20 personas por turno.',
    cuerpo: `<p>La Dirección Médica invita al personal de Enfermería del Sanatorio San Martín al curso de RCP avanzada que dictará el equipo de Terapia Intensiva.</p>
<ol><li>Jueves 14 h: módulo teórico (aula del 2.º piso).</li><li>Viernes 14 h: práctica con simuladores.</li></ol>
<p>Inscripción con la jefa de Enfermería hasta el martes.</p>`,
    dias: -5,
    sectores: ['Enfermería'],
  },
  {
    titulo: 'Inauguramos la nueva sala de espera de la Clínica del Parque',
    resumen: 'Más asientos, climatización y un televisor con turnos en pantalla. Gracias a Mantenimiento por el trabajo de estas semanas.',
    cuerpo: `<p>La sala de espera de Guardia de la Clínica del Parque ya funciona en su nuevo espacio, con capacidad para 40 personas, climatización y un sistema de llamado de turnos en pantalla.</p>
<p>Agradecemos especialmente al equipo de Mantenimiento, que hizo la obra sin interrumpir la atención.</p>`,
    dias: -8,
  },
  {
    titulo: 'Jornada de puertas abiertas en el Hogar Los Aromos',
    resumen: 'Las familias de los residentes están invitadas a compartir una merienda y conocer las nuevas actividades del taller de memoria.',
    cuerpo:
      '<p>El sábado de 16 a 19 h las familias podrán recorrer el Hogar, conocer al equipo y participar de una clase abierta del taller de memoria. Se necesitan voluntarios para la recepción: anotate con Administración.</p>',
    dias: 6,
  },
  {
    titulo: 'Cambios en la entrega de recibos de sueldo',
    resumen: 'A partir del próximo mes los recibos se firman en forma digital desde «Mis recibos».',
    cuerpo: '<p>Recursos Humanos está terminando de preparar la firma digital de recibos. Publicaremos el instructivo antes del cambio.</p>',
    dias: null,
  },
];

const INFORMACION_DEMO = `<h2>Quiénes somos</h2>
<p>Somos un grupo de salud con tres establecimientos en el país: el <strong>Sanatorio San Martín</strong> (Córdoba), la <strong>Clínica del Parque</strong> (Rosario) y el <strong>Hogar Los Aromos</strong> (La Plata). Más de 300 personas trabajamos cada día para cuidar a nuestros pacientes y residentes.</p>
<h2>Direcciones</h2>
<ul><li>Sanatorio San Martín: Av. San Martín 1450, Córdoba.</li><li>Clínica del Parque: Bv. Oroño 2230, Rosario.</li><li>Hogar Los Aromos: Calle 12 N.º 845, La Plata.</li></ul>
<h2>Contactos internos</h2>
<ul><li>Recursos Humanos: interno 210, <a href="mailto:rrhh@worknet.local">rrhh@worknet.local</a>.</li><li>Compras: interno 230, <a href="mailto:compras@worknet.local">compras@worknet.local</a>.</li><li>Mantenimiento: interno 250 (guardia las 24 h).</li><li>Sistemas: interno 270.</li></ul>
<h2>Emergencias</h2>
<p>Ante una emergencia edilicia llamá al interno 111 de tu establecimiento; ante una emergencia médica de un compañero, al 107.</p>`;

/** Inside the demo seed's transaction, after sectors and users exist. */
export async function sembrarNovedadesDemo(tx: Db, o: { autorId: number; sectores: Map<string, number> }): Promise<void> {
  const ahora = reloj.ahoraMs();
  for (const n of NOVEDADES) {
    const fecha = n.dias === null ? null : new Date(ahora + n.dias * DIA);
    const [creada] = await tx
      .insert(novedad)
      .values({
        titulo: n.titulo,
        resumen: n.resumen,
        cuerpo: sanearCuerpo(n.cuerpo),
        audiencia: n.sectores ? 'sectores' : 'todos',
        publicada: n.dias !== null,
        fecha_publicacion: fecha,
        fijada: n.fijada ?? false,
        autor_id: o.autorId,
      })
      .returning({ id: novedad.id });
    const sectores = (n.sectores ?? []).map((s) => o.sectores.get(s)).filter((s): s is number => s !== undefined);
    if (sectores.length) await tx.insert(novedadSector).values(sectores.map((s) => ({ novedad_id: creada!.id, sector_id: s })));
  }
  await tx
    .insert(paginaInstitucional)
    .values({ clave: CLAVE_INFORMACION, titulo: TITULO_INFORMACION, cuerpo: sanearCuerpo(INFORMACION_DEMO), actualizado_por: o.autorId })
    .onConflictDoNothing();
}
