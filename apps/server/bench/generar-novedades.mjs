// Bulk data for the news, notifications and system-messages benchmark
// (bench/novedades.mjs): a healthcare group of 2,000 staff, inserted straight
// into a database the server has already migrated and seeded with the demo
// organisation (through the API, with every rule and the audit, it would take
// far too long). Works with any client that has `query(text, params) -> { rows }`:
// PGlite and pg alike.
//
// Set-based: each table is one INSERT … SELECT over generate_series (or over the
// rows inserted just before), so 200,000 recipients are one statement. Every
// "random" choice is an md5 of the row's number or id and a salt (`h` below):
// the same data on every run and on both databases, no PRNG state to carry.
// Dates are relative to `hoy`, so the feed always looks current.
import APELLIDOS from '../src/seed/apellidos.json' with { type: 'json' };

const NOMBRES = [
  'Graciela',
  'Susana',
  'Silvia',
  'Mónica',
  'Liliana',
  'Patricia',
  'Claudia',
  'María',
  'Ana',
  'Laura',
  'Valeria',
  'Natalia',
  'Paula',
  'Daniela',
  'Mariana',
  'Carolina',
  'Soledad',
  'Lorena',
  'Florencia',
  'Lucía',
  'Camila',
  'Julieta',
  'Agustina',
  'Micaela',
  'Rocío',
  'Sofía',
  'Jorge',
  'Carlos',
  'Roberto',
  'Hugo',
  'Miguel',
  'Juan',
  'José',
  'Luis',
  'Martín',
  'Diego',
  'Pablo',
  'Sebastián',
  'Gustavo',
  'Fernando',
  'Marcelo',
  'Sergio',
  'Federico',
  'Gonzalo',
  'Leandro',
  'Ezequiel',
  'Matías',
  'Nicolás',
  'Lucas',
  'Agustín',
  'Franco',
  'Tomás',
];
// 20 kinds of group × the demo's buildings = 60 groups.
const GRUPOS = [
  'Comité de Docencia e Investigación',
  'Comité de Control de Infecciones',
  'Brigada de Emergencias',
  'Jefes de Servicio',
  'Residentes',
  'Turno Noche',
  'Delegados gremiales',
  'Comisión de Calidad',
  'Cuidados Paliativos',
  'Instructores de RCP',
  'Referentes de Seguridad e Higiene',
  'Comité de Ética',
  'Equipo de Lactancia',
  'Comisión de Festejos',
  'Voluntariado',
  'Coro',
  'Equipo de Fútbol',
  'Mentores de ingresantes',
  'Comité de Farmacia y Terapéutica',
  'Usuarios clave de sistemas',
];
const TEMAS = [
  'Campaña de vacunación antigripal',
  'Capacitación en RCP avanzada',
  'Nuevo protocolo de higiene de manos',
  'Jornada de puertas abiertas',
  'Cambios en la asignación de turnos',
  'Semana de la seguridad del paciente',
  'Reconocimiento a la trayectoria',
  'Corte programado de energía',
  'Colecta solidaria de invierno',
  'Actualización del reglamento interno',
  'Llegó el nuevo tomógrafo',
  'Día de la Enfermería',
  'Simulacro de evacuación',
  'Convocatoria a residencias',
  'Feria de salud en la plaza',
  'Obras en el estacionamiento',
  'Nuevo menú del comedor',
  'Resultados de la encuesta de clima',
];
const RESUMENES = [
  'Te contamos qué cambia, desde cuándo y a quién consultar si tenés dudas.',
  'La inscripción está abierta hasta el viernes; los cupos son limitados.',
  'Gracias a todos los que participaron: estas son las fotos y los resultados.',
  'Pedimos a cada jefe de servicio que lo comparta con su equipo en el pase de guardia.',
  'Durante esas horas los equipos críticos funcionan con los grupos electrógenos.',
  'Es obligatorio para el personal asistencial y recomendado para el resto.',
  'Acercate a Recursos Humanos o escribinos por el chat interno.',
  'Se entregan certificados de asistencia a quienes completen los dos módulos.',
];
const PARRAFOS = [
  'El Servicio de Medicina Laboral organiza la actividad para todo el personal del grupo, sin costo y dentro del horario de trabajo. Cada establecimiento tiene sus días y horarios, que se detallan más abajo.',
  'La Dirección Médica invita al personal de <strong>Enfermería</strong>, Guardia e Internación a participar. Las plazas se asignan por orden de inscripción y se priorizan los turnos que no pudieron asistir la vez anterior.',
  'Los cambios rigen desde el primer día hábil del mes próximo. Hasta entonces se mantiene el esquema actual, y los pedidos que ya estén aprobados no necesitan hacerse de nuevo.',
  '<ul><li><strong>Sanatorio San Martín</strong>: aula del 2.º piso, de 8 a 12 h.</li><li><strong>Clínica del Parque</strong>: sala de reuniones de Guardia, de 14 a 18 h.</li><li><strong>Hogar Los Aromos</strong>: comedor, de 10 a 12 h.</li></ul>',
  'Agradecemos especialmente al equipo de Mantenimiento, que hizo el trabajo sin interrumpir la atención de los pacientes, y a los voluntarios que colaboraron los fines de semana.',
  'Si tenés dudas escribí a <a href="mailto:rrhh@worknet.local">Recursos Humanos</a> o llamá al interno 210. También podés consultar el instructivo completo en la sección Información.',
  'Recordamos que el uso del uniforme y de la credencial es obligatorio en todas las áreas asistenciales, y que las puertas de emergencia deben quedar siempre libres.',
  'Más información en el sitio del <a href="https://www.argentina.gob.ar/salud">Ministerio de Salud de la Nación</a>. Los materiales de la capacitación quedan disponibles en la intranet.',
  'Durante la obra el ingreso de proveedores se hace por la calle lateral. Pedimos paciencia y que cada sector organice sus entregas con anticipación.',
  'La encuesta fue respondida por más de la mitad del personal. Los resultados por área se presentarán en las reuniones de equipo de las próximas semanas.',
];
const NOTIFICACIONES = [
  ['Simulacro de evacuación', 'El jueves a las 10 h se realiza un simulacro en todos los edificios. Sigan las indicaciones de los brigadistas de cada piso.'],
  ['Actualice sus datos de contacto', 'Recursos Humanos pide revisar el teléfono y el domicilio cargados en su legajo antes del cierre del mes.'],
  ['Capacitación obligatoria', 'Mañana a las 14 h, en el aula del primer piso. La asistencia es obligatoria para el personal del sector.'],
  ['Corte de agua programado', 'El sábado de 6 a 9 h no habrá agua en el edificio por trabajos de la cooperativa.'],
  ['Nuevo instructivo de fichaje', 'Ya está disponible el instructivo del fichaje con código QR. Consulte a su referente de área.'],
  ['Reunión de equipo', 'El martes a las 13 h nos reunimos en la sala de Dirección para repasar los indicadores del mes.'],
  ['Vacunación antigripal', 'Quedan turnos para vacunarse esta semana. Acérquese al consultorio 4 de planta baja.'],
  ['Cierre de novedades de sueldo', 'Las novedades de sueldo del mes se reciben hasta el día 20. Después pasan al mes siguiente.'],
];
const MENSAJES = [
  ['pedidos', 'Pedido confirmado', 'Su pedido interno N.º {n} fue confirmado por Compras.', '#/mis_mensajes'],
  ['pedidos', 'Pedido entregado', 'El pedido N.º {n} fue entregado en su sector.', ''],
  ['rrhh', 'Matrícula por vencer', 'Su matrícula profesional vence en {d} días. Presente la renovación en Recursos Humanos.', ''],
  ['rrhh', 'Recibo de sueldo disponible', 'Ya puede ver su recibo de sueldo del período {n}.', ''],
  ['rrhh', 'Licencia aprobada', 'Su solicitud de licencia N.º {n} fue aprobada por su referente de área.', ''],
  ['capacitacion', 'Inscripción confirmada', 'Quedó inscripto en la capacitación N.º {n}. Recibirá el certificado al completar los módulos.', ''],
  ['sistema', 'Cambio de contraseña', 'La contraseña de su cuenta se cambió. Si no fue usted, avise a Sistemas al interno 270.', ''],
  ['control', 'Fichada corregida', 'Su referente corrigió la fichada del día {d}. Puede verla en su historial.', ''],
];

/** A deterministic number 0 … 2³²−1 from an integer SQL expression and a salt. */
const h = (expr, sal) => `(('x' || substr(md5((${expr})::text || '${sal}'), 1, 8))::bit(32)::bigint)`;
/** A 1-based index into an array of `n` elements (a SQL expression or number). */
const indice = (expr, sal, n) => `(1 + (${h(expr, sal)} % (${n}))::int)`;
/** A fraction of the two years before `hoy` ($1), spread by the row's position: the oldest rows first. */
const haceHasta2Anios = (g, n, sal) => `($1::timestamptz - make_interval(secs => 730 * 86400 * ((${n}) - (${g}))::float8 / (${n}) + (${h(g, sal)} % 36000)))`;

const uno = async (db, q, p) => (await db.query(q, p)).rows[0];
const ids = async (db, q, p) => (await db.query(q, p)).rows.map((r) => Number(r.id));
const contar = async (db, tabla, donde = 'true') => Number((await uno(db, `select count(*)::int as n from ${tabla} where ${donde}`)).n);

/**
 * Fills the tables up to the given totals (the demo's rows count), then ANALYZE.
 * `usuarios`: active users (5 % more, inactive, are added on top); `grupos`; `novedades`
 * (80 % for everyone, 15 % for 1–3 sectors, 5 % for 1–2 groups; 3 % drafts, 1 % scheduled,
 * 2 % deleted, 0.06 % pinned (≈ 3, fewer than a page); 60 % with a cover, 10 % with an attachment); `notificaciones`
 * (27 % to everyone, 40 % to 1–2 sectors, 20 % to 1–2 groups, 13 % to 1–10 users: ≈ 100
 * recipients per user, read after two weeks 95 % of the time, 60 % before); `mensajes`
 * (system messages spread over every user, 8 % unread when older than 30 days, 60 % when
 * newer: ≈ 10 % in all). `lector` is made a manual member of the first three groups.
 * Returns the totals.
 */
export async function generarNovedades(
  db,
  { usuarios = 2_000, grupos = 60, novedades = 5_000, notificaciones = 300, mensajes = 100_000, lector = 'empleado', hoy = new Date() } = {},
) {
  const ahora = hoy.toISOString();
  const sectores = await ids(db, 'select id from sector where deleted_at is null order by id');
  const edificios = (await db.query('select nombre from edificio where deleted_at is null order by id')).rows.map((r) => r.nombre);
  const roles = new Map((await db.query(`select id, nombre from auth_item where tipo = 'rol'`)).rows.map((r) => [r.nombre, Number(r.id)]));
  const autor = await uno(db, `select id from usuario where username = 'admin'`);
  const yo = await uno(db, 'select id from usuario where username = $1', [lector]);
  const tipos = new Map(
    (await db.query(`select id, label from recurso_media_tipo where modelo = 'novedad' and deleted_at is null`)).rows.map((r) => [r.label, Number(r.id)]),
  );
  if (!sectores.length || !edificios.length || !autor || !yo) throw new Error(`generarNovedades: falta la demo (sectores, edificios, admin o ${lector})`);
  for (const r of ['Empleado', 'Referente de área', 'RRHH', 'Comunicación', 'AdministradorCompras']) {
    if (!roles.has(r)) throw new Error(`generarNovedades: no existe el rol ${r}`);
  }
  if (!tipos.has('Portada') || !tipos.has('Adjunto')) throw new Error('generarNovedades: faltan los tipos de media de las novedades');
  const rol = (nombre) => roles.get(nombre);

  // --- Users: the active ones up to `usuarios`, 5 % more inactive; 1 sector (10 %: 2) and one role each.
  const [activosDemo, maxUsuario] = [
    await contar(db, 'usuario', 'activo and deleted_at is null'),
    Number((await uno(db, 'select max(id) as m from usuario')).m),
  ];
  const nuevos = Math.max(0, usuarios - activosDemo);
  const inactivos = Math.round(nuevos * 0.05);
  await db.query(
    `insert into usuario (username, nombre_completo, email, activo, password_hash, created_at, updated_at)
     select 'agente' || lpad(g::text, 5, '0'),
            ($2::text[])[${indice('g', 'nombre', NOMBRES.length)}] || ' ' || ($3::text[])[${indice('g', 'apellido', APELLIDOS.length)}],
            'agente' || lpad(g::text, 5, '0') || '@example.com', g <= $4::int, (select password_hash from usuario where id = $5::int),
            $1::timestamptz - make_interval(days => (${h('g', 'alta')} % 3000)::int), $1::timestamptz
       from generate_series(1, $4::int + $6::int) g`,
    [ahora, NOMBRES, APELLIDOS, nuevos, yo.id, inactivos],
  );
  await db.query(
    `insert into usuario_sector (usuario_id, sector_id)
     select u.id, ($2::int[])[${indice('u.id * 2 + k', 'sector', 'cardinality($2::int[])')}]
       from usuario u cross join generate_series(0, 1) k
      where u.id > $1 and (k = 0 or ${h('u.id', 'dos')} % 10 = 0)
     on conflict do nothing`,
    [maxUsuario, sectores],
  );
  await db.query(
    `insert into auth_asignacion (usuario_id, item_id)
     select u.id, case when x.r < 86 then $2::int when x.r < 94 then $3::int when x.r < 97 then $4::int when x.r < 98 then $5::int else $6::int end
       from usuario u cross join lateral (select ${h('u.id', 'rol')} % 100 as r) x
      where u.id > $1`,
    [maxUsuario, rol('Empleado'), rol('Referente de área'), rol('RRHH'), rol('Comunicación'), rol('AdministradorCompras')],
  );
  const activos = await ids(db, 'select id from usuario where activo and deleted_at is null order by id');
  const todos = await ids(db, 'select id from usuario where deleted_at is null order by id');

  // --- Groups: 5–60 manual members each; 35 % also 1–2 sectors; 10 % also a role.
  const nombresGrupo = [];
  const yaGrupos = await contar(db, 'grupo', 'deleted_at is null');
  for (let k = 0; nombresGrupo.length < Math.max(0, grupos - yaGrupos); k++) {
    const vuelta = Math.floor(k / (GRUPOS.length * edificios.length));
    nombresGrupo.push(`${GRUPOS[k % GRUPOS.length]} — ${edificios[Math.floor(k / GRUPOS.length) % edificios.length]}${vuelta ? ` ${vuelta + 1}` : ''}`);
  }
  const grupoIds = (
    await db.query(
      `insert into grupo (nombre, descripcion, created_at, updated_at)
       select n, 'Grupo de ' || n, $1::timestamptz - interval '400 days', $1::timestamptz from unnest($2::text[]) with ordinality as t(n, k) order by k
       returning id`,
      [ahora, nombresGrupo],
    )
  ).rows.map((r) => Number(r.id));
  const gruposVivos = await ids(db, 'select id from grupo where deleted_at is null order by id');
  await db.query(
    `insert into grupo_usuario (grupo_id, usuario_id)
     select g.id, ($2::int[])[${indice('g.id * 100 + k', 'miembro', 'cardinality($2::int[])')}]
       from unnest($1::int[]) as g(id) cross join generate_series(1, 60) k
      where k <= 5 + ${h('g.id', 'miembros')} % 56
     on conflict do nothing`,
    [grupoIds, activos],
  );
  await db.query(`insert into grupo_usuario (grupo_id, usuario_id) select g, $2::int from unnest($1::int[]) g on conflict do nothing`, [
    grupoIds.slice(0, 3),
    yo.id,
  ]);
  await db.query(
    `insert into grupo_sector (grupo_id, sector_id)
     select g.id, ($2::int[])[${indice('g.id * 3 + k', 'gsector', 'cardinality($2::int[])')}]
       from unnest($1::int[]) as g(id) cross join generate_series(1, 2) k
      where ${h('g.id', 'conSector')} % 100 < 35 and k <= 1 + ${h('g.id', 'cuantosSectores')} % 2
     on conflict do nothing`,
    [grupoIds, sectores],
  );
  await db.query(
    `insert into grupo_rol (grupo_id, item_id)
     select g.id, ($2::int[])[${indice('g.id', 'grol', 3)}] from unnest($1::int[]) as g(id) where ${h('g.id', 'conRol')} % 100 < 10
     on conflict do nothing`,
    [grupoIds, [rol('Referente de área'), rol('RRHH'), rol('Comunicación')]],
  );

  // --- News over two years.
  const antesNovedad = Number((await uno(db, 'select coalesce(max(id), 0) as m from novedad')).m);
  const nNovedades = Math.max(0, novedades - (await contar(db, 'novedad')));
  await db.query(
    `insert into novedad (titulo, resumen, cuerpo, video_url, audiencia, publicada, fecha_publicacion, fijada, autor_id, created_at, updated_at, deleted_at)
     select t.titulo, t.resumen, t.cuerpo, t.video, t.audiencia, t.estado <> 'borrador',
            case t.estado when 'borrador' then null when 'programada' then $1::timestamptz + make_interval(days => 1 + (${h('t.g', 'programada')} % 30)::int) else t.fecha end,
            t.fijada and t.estado = 'publicada', $6::int, t.fecha - interval '2 hours', t.fecha,
            case when t.estado = 'borrada' then least($1::timestamptz, t.fecha + interval '3 days') end
       from (
         select g,
                case when e < 30 then 'borrador' when e < 40 then 'programada' when e < 60 then 'borrada' else 'publicada' end as estado,
                case when a < 80 then 'todos' when a < 95 or cardinality($7::int[]) = 0 then 'sectores' else 'grupos' end as audiencia,
                ($2::text[])[${indice('g', 'tema', TEMAS.length)}] || ' (' || ($8::text[])[${indice('g', 'edificio', edificios.length)}] || ')' as titulo,
                case when ${h('g', 'resumen')} % 100 >= 30 then ($3::text[])[${indice('g', 'cualResumen', RESUMENES.length)}] end as resumen,
                (select string_agg('<p>' || ($4::text[])[${indice('g * 8 + k', 'parrafo', PARRAFOS.length)}] || '</p>', '' order by k)
                   from generate_series(1, 2 + (${h('g', 'parrafos')} % 4)::int) k) as cuerpo,
                case when ${h('g', 'video')} % 100 < 5 then 'https://www.youtube.com/embed/' || substr(md5(g::text), 1, 11) end as video,
                ${h('g', 'fijada')} % 10000 < 6 as fijada,
                ${haceHasta2Anios('g', '$5::int', 'hora')} as fecha
           from generate_series(1, $5::int) g
           cross join lateral (select ${h('g', 'estado')} % 1000 as e, ${h('g', 'audiencia')} % 100 as a) x
       ) t
      order by t.g`,
    [ahora, TEMAS, RESUMENES, PARRAFOS, nNovedades, autor.id, gruposVivos, edificios],
  );
  await db.query(
    `insert into novedad_sector (novedad_id, sector_id)
     select n.id, ($2::int[])[${indice('n.id * 4 + k', 'nsector', 'cardinality($2::int[])')}]
       from novedad n cross join generate_series(1, 3) k
      where n.id > $1 and n.audiencia = 'sectores' and k <= 1 + ${h('n.id', 'cuantos')} % 3
     on conflict do nothing`,
    [antesNovedad, sectores],
  );
  if (gruposVivos.length) {
    await db.query(
      `insert into novedad_grupo (novedad_id, grupo_id)
       select n.id, ($2::int[])[${indice('n.id * 4 + k', 'ngrupo', 'cardinality($2::int[])')}]
         from novedad n cross join generate_series(1, 2) k
        where n.id > $1 and n.audiencia = 'grupos' and k <= 1 + ${h('n.id', 'cuantos')} % 2
       on conflict do nothing`,
      [antesNovedad, gruposVivos],
    );
  }
  // Covers (60 %) and attachments (10 %): rows only; the feed reads them and signs links, it never opens the files.
  await db.query(
    `insert into recurso_media (tipo_id, modulo, modelo, modelo_id, nombre, content_type, tamano, clave, miniatura_clave, orden, subido_por, created_at, updated_at)
     select $2::int, 'novedades', 'novedad', n.id, 'portada-' || n.id || '.jpg', 'image/jpeg', 80000 + (${h('n.id', 'peso')} % 400000)::int,
            'recurso_media/bench/' || n.id || '.jpg', 'recurso_media/bench/' || n.id || '-miniatura.webp', 0, $4::int, n.created_at, n.created_at
       from novedad n where n.id > $1 and ${h('n.id', 'portada')} % 100 < 60
     union all
     select $3::int, 'novedades', 'novedad', n.id, 'adjunto-' || n.id || '.pdf', 'application/pdf', 150000 + (${h('n.id', 'pesoPdf')} % 900000)::int,
            'recurso_media/bench/' || n.id || '.pdf', null, 1, $4::int, n.created_at, n.created_at
       from novedad n where n.id > $1 and ${h('n.id', 'adjunto')} % 100 < 10`,
    [antesNovedad, tipos.get('Portada'), tipos.get('Adjunto'), autor.id],
  );
  await db.query(
    `update novedad n set portada_id = m.id from recurso_media m
      where n.id > $1 and m.modelo = 'novedad' and m.modelo_id = n.id and m.tipo_id = $2::int`,
    [antesNovedad, tipos.get('Portada')],
  );

  // --- Notifications with their audience and recipients (fixed at sending, as the service does).
  const antesNotificacion = Number((await uno(db, 'select coalesce(max(id), 0) as m from notificacion')).m);
  const nNotificaciones = Math.max(0, notificaciones - (await contar(db, 'notificacion')));
  await db.query(
    `insert into notificacion (titulo, texto, enlace, audiencia, autor_id, created_at)
     select ($2::text[])[x.k], ($3::text[])[x.k], case when ${h('g', 'enlace')} % 100 < 30 then '#/mis_mensajes' end,
            case when x.a < 27 then 'todos' when x.a < 67 or cardinality($6::int[]) = 0 then 'sectores' when x.a < 87 then 'grupos' else 'usuarios' end,
            $5::int, ${haceHasta2Anios('g', '$4::int', 'nhora')}
       from generate_series(1, $4::int) g
       cross join lateral (select ${indice('g', 'cual', NOTIFICACIONES.length)} as k, ${h('g', 'naudiencia')} % 100 as a) x
      order by g`,
    [ahora, NOTIFICACIONES.map((n) => n[0]), NOTIFICACIONES.map((n) => n[1]), nNotificaciones, autor.id, gruposVivos],
  );
  await db.query(
    `insert into notificacion_audiencia (notificacion_id, ref_id)
     select n.id, case n.audiencia
                    when 'sectores' then ($2::int[])[${indice('n.id * 16 + k', 'asector', 'cardinality($2::int[])')}]
                    when 'grupos' then ($3::int[])[${indice('n.id * 16 + k', 'agrupo', 'greatest(1, cardinality($3::int[]))')}]
                    else ($4::int[])[${indice('n.id * 16 + k', 'ausuario', 'cardinality($4::int[])')}] end
       from notificacion n cross join generate_series(1, 10) k
      where n.id > $1 and n.audiencia <> 'todos'
        and k <= case when n.audiencia = 'usuarios' then 1 + ${h('n.id', 'cuantos')} % 10 else 1 + ${h('n.id', 'cuantos')} % 2 end
     on conflict do nothing`,
    [antesNotificacion, sectores, gruposVivos, activos],
  );
  // Group members as grupos.service resolves them, without walking up the role tree
  // (the generated users hold leaf roles). Duplicates across branches: on conflict.
  await db.query(
    `insert into notificacion_usuario (notificacion_id, usuario_id, leido, leido_at, entregado_at)
     select d.nid, d.uid, case when d.leyo then 1 else 0 end,
            case when d.leyo then least($1::timestamptz, d.creada + make_interval(mins => (${h('d.nid * 100003 + d.uid', 'cuando')} % 4320)::int)) end,
            case when ${h('d.nid * 100003 + d.uid', 'entregada')} % 100 < 70 then d.creada + interval '2 seconds' end
       from (
         select r.nid, r.uid, r.creada,
                ${h('r.nid * 100003 + r.uid', 'leida')} % 100 < case when r.creada < $1::timestamptz - interval '14 days' then 95 else 60 end as leyo
           from (
             select n.id as nid, u.id as uid, n.created_at as creada from notificacion n join usuario u on n.audiencia = 'todos' where n.id > $2
             union all
             select n.id, us.usuario_id, n.created_at from notificacion n join notificacion_audiencia a on a.notificacion_id = n.id
               join usuario_sector us on us.sector_id = a.ref_id where n.id > $2 and n.audiencia = 'sectores'
             union all
             select n.id, gu.usuario_id, n.created_at from notificacion n join notificacion_audiencia a on a.notificacion_id = n.id
               join grupo_usuario gu on gu.grupo_id = a.ref_id where n.id > $2 and n.audiencia = 'grupos'
             union all
             select n.id, us.usuario_id, n.created_at from notificacion n join notificacion_audiencia a on a.notificacion_id = n.id
               join grupo_sector gs on gs.grupo_id = a.ref_id join usuario_sector us on us.sector_id = gs.sector_id where n.id > $2 and n.audiencia = 'grupos'
             union all
             select n.id, aa.usuario_id, n.created_at from notificacion n join notificacion_audiencia a on a.notificacion_id = n.id
               join grupo_rol gr on gr.grupo_id = a.ref_id join auth_asignacion aa on aa.item_id = gr.item_id where n.id > $2 and n.audiencia = 'grupos'
             union all
             select n.id, a.ref_id, n.created_at from notificacion n join notificacion_audiencia a on a.notificacion_id = n.id where n.id > $2 and n.audiencia = 'usuarios'
           ) r
           join usuario u on u.id = r.uid and u.activo and u.deleted_at is null
       ) d
     on conflict do nothing`,
    [ahora, antesNotificacion],
  );

  // --- System messages over two years, spread over every user (inactive ones keep theirs).
  const nMensajes = Math.max(0, mensajes - (await contar(db, 'mensaje_sistema')));
  await db.query(
    `insert into mensaje_sistema (usuario_id, titulo, texto, enlace, modulo, leido, created_at)
     select ($2::int[])[${indice('t.g', 'destinatario', 'cardinality($2::int[])')}], ($4::text[])[t.k],
            replace(replace(($5::text[])[t.k], '{n}', (1000 + t.g)::text), '{d}', (1 + t.g % 60)::text), nullif(($6::text[])[t.k], ''), ($3::text[])[t.k],
            case when ${h('t.g', 'mleido')} % 100 < case when t.creado > $1::timestamptz - interval '30 days' then 40 else 92 end then 1 else 0 end,
            t.creado
       from (select g, ${indice('g', 'plantilla', MENSAJES.length)} as k,
                    $1::timestamptz - make_interval(secs => (${h('g', 'mcuando')} % (730 * 86400))::float8) as creado
               from generate_series(1, $7::int) g) t
      order by t.creado`,
    [ahora, todos, MENSAJES.map((m) => m[0]), MENSAJES.map((m) => m[1]), MENSAJES.map((m) => m[2]), MENSAJES.map((m) => m[3]), nMensajes],
  );

  await db.query('analyze');
  const r = await uno(
    db,
    `select (select count(*) from usuario where activo and deleted_at is null)::int as usuarios,
            (select count(*) from usuario where not activo)::int as inactivos,
            (select count(*) from usuario_sector)::int as usuario_sector,
            (select count(*) from grupo where deleted_at is null)::int as grupos,
            (select count(*) from grupo_usuario)::int as grupo_usuario,
            (select count(*) from grupo_sector)::int as grupo_sector,
            (select count(*) from grupo_rol)::int as grupo_rol,
            (select count(*) from novedad)::int as novedades,
            (select count(*) from novedad where deleted_at is null and publicada and (fecha_publicacion is null or fecha_publicacion <= $1::timestamptz))::int as publicadas,
            (select count(*) from novedad where not publicada)::int as borradores,
            (select count(*) from novedad where publicada and fecha_publicacion > $1::timestamptz)::int as programadas,
            (select count(*) from novedad where deleted_at is not null)::int as borradas,
            (select count(*) from novedad where fijada)::int as fijadas,
            (select count(*) from novedad where audiencia = 'sectores')::int as para_sectores,
            (select count(*) from novedad where audiencia = 'grupos')::int as para_grupos,
            (select count(*) from recurso_media where modelo = 'novedad')::int as media,
            (select count(*) from notificacion)::int as notificaciones,
            (select count(*) from notificacion_usuario)::int as destinatarios,
            (select count(*) from notificacion_usuario where leido = 0)::int as destinatarios_sin_leer,
            (select count(*) from mensaje_sistema)::int as mensajes,
            (select count(*) from mensaje_sistema where leido = 0)::int as mensajes_sin_leer`,
    [ahora],
  );
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
}
