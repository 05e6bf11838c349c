import { VALOR_HIJO } from '@worknet/domain/rrhh/familia';
import { diasEntre, sumarDias, sumarMeses } from '@worknet/domain/rrhh/fechas-rrhh';
import { USUARIOS_DEMO } from '../demo';
// The same list as the benchmark's generators (bench/generar-*.mjs).
import APELLIDOS from '../apellidos.json';
import { Azar } from './azar';
import { cbuDe, cuilDe, generadorDni } from './documentos';
import type { Contacto, Cuenta, Datos, Familiar, Formacion, Ids, Laboral, Matricula, Nueva } from './filas';
import {
  BANCOS,
  CURSOS,
  DEMO,
  FIN_PLAZO_FIJO,
  FIN_PRUEBA,
  FIN_SALA,
  MATRICULA_VENCIDA,
  OBRAS_SOCIALES,
  PALABRAS_ALIAS,
  PERFILES,
  SECTORES,
  SEDES,
  VENCE_CURSO,
  VENCE_MATRICULA,
  g,
  nombrePara,
  plano,
  type Sector,
  type Sexo,
} from './organizacion';

// The demo's people, generated from the organisation's data.

const SEMILLA = 20_260_315;

// ---------------------------------------------------------------- generation

const anioDe = (iso: string) => Number(iso.slice(0, 4));
/** Born `anios` whole years before hoy (plus 1..360 days), so the age on hoy is exactly `anios`. */
const nacidoHace = (az: Azar, hoy: string, anios: number) => sumarDias(sumarMeses(hoy, -12 * anios), -az.entero(1, 360));
export const menor = (a: string, b: string) => (a < b ? a : b);
const mayor = (a: string, b: string) => (a > b ? a : b);

export function generar(hoy: string, ids: Ids): Nueva[] {
  const az = new Azar(SEMILLA);
  const dni = generadorDni(az);
  const nombresUsados = new Set(Object.values(DEMO).map((d) => `${d.apellido}|${d.nombres}`));
  const emails = new Set<string>();
  const cbus = new Set<string>();
  const aliases = new Set<string>();
  const matriculasUsadas = new Set<string>();

  const celular = (area: string) => `+54 9 ${area} ${az.entero(4, 6)}${az.digitos(2)}-${az.digitos(4)}`;
  const fijo = (area: string) => `0${area} 4${az.digitos(2)}-${az.digitos(4)}`;
  const emailDe = (nombres: string, apellido: string) => {
    const base = `${plano(nombres.split(' ')[0]!)}.${plano(apellido)}`;
    const dominio = az.elegir(['example.com', 'example.net', 'example.org']);
    for (let n = 0; ; n++) {
      const e = `${base}${n ? n + 1 : ''}@${dominio}`;
      if (!emails.has(e)) {
        emails.add(e);
        return e;
      }
    }
  };

  // Every place of every sector; then who is on probation or on a fixed-term contract (never a demo user).
  const plazas: { sector: Sector; puesto: string; usuario?: string }[] = [];
  for (const s of SECTORES) {
    for (const [puesto, n] of s.plantel) {
      const demo = Object.entries(DEMO).filter(([, d]) => d.sector === s.nombre && d.puesto === puesto);
      for (let i = 0; i < n; i++) plazas.push({ sector: s, puesto, usuario: demo[i]?.[0] });
    }
  }
  const libres = az.mezclar(plazas.map((p, i) => (p.usuario ? -1 : i)).filter((i) => i >= 0));
  const prueba = new Map(FIN_PRUEBA.map((d, k) => [libres[k]!, d]));
  const plazoFijo = new Map(FIN_PLAZO_FIJO.map((d, k) => [libres[FIN_PRUEBA.length + k]!, d]));

  const nuevas: Nueva[] = [];
  const candidatasSala: number[] = [];

  for (const [i, plaza] of plazas.entries()) {
    const { sector, puesto } = plaza;
    const perfil = PERFILES[puesto];
    if (!perfil) throw new Error(`Semilla de personas: falta el perfil del puesto ${puesto}.`);
    const sede = SEDES[sector.sede]!;
    const demo = plaza.usuario ? DEMO[plaza.usuario] : undefined;

    // --- identity
    const sexo: Sexo = demo?.sexo ?? (az.si(perfil.mujeres) ? 'F' : 'M');
    const edad = demo?.edad ?? az.entero(perfil.edad[0], perfil.edad[1]);
    const nacimiento = nacidoHace(az, hoy, edad);
    const anio = anioDe(nacimiento);
    const nacionalidad = demo
      ? 'Argentina'
      : az.ponderado([
          ['Argentina', 90],
          ['Paraguaya', 2],
          ['Boliviana', 2],
          ['Peruana', 2],
          ['Venezolana', 2],
          ['Uruguaya', 1],
          ['Chilena', 1],
        ] as const);
    const extranjero = nacionalidad !== 'Argentina';
    let apellido = demo?.apellido ?? '';
    let nombres = demo?.nombres ?? '';
    while (!demo) {
      apellido = az.elegir(APELLIDOS);
      nombres = nombrePara(az, sexo, anio);
      if (!nombresUsados.has(`${apellido}|${nombres}`)) break;
    }
    nombresUsados.add(`${apellido}|${nombres}`);
    const documento = dni(anio, extranjero);
    const estadoCivil = az.ponderado(
      edad < 25
        ? ([
            ['Soltero/a', 80],
            ['Unión convivencial', 20],
          ] as const)
        : edad < 35
          ? ([
              ['Soltero/a', 40],
              ['Unión convivencial', 30],
              ['Casado/a', 30],
            ] as const)
          : edad < 50
            ? ([
                ['Soltero/a', 14],
                ['Unión convivencial', 20],
                ['Casado/a', 50],
                ['Divorciado/a', 11],
                ['Separado/a', 5],
              ] as const)
            : ([
                ['Soltero/a', 8],
                ['Unión convivencial', 8],
                ['Casado/a', 58],
                ['Divorciado/a', 16],
                ['Separado/a', 5],
                ['Viudo/a', 5],
              ] as const),
    );
    const telefono = celular(sede.area);
    const conDepto = az.si(0.35);
    const datos: Datos = {
      apellido,
      nombres,
      dni: documento,
      cuil: cuilDe(documento, sexo),
      sexo,
      fecha_nacimiento: nacimiento,
      estado_civil_id: ids.estadoCivil(estadoCivil),
      nacionalidad_id: ids.nacionalidad(nacionalidad),
      domicilio: {
        calle: az.elegir(sede.calles),
        numero: String(sede.ciudad === 'La Plata' ? az.entero(100, 2200) : az.entero(50, 4800)),
        piso: conDepto ? az.elegir(['PB', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) : null,
        depto: conDepto ? az.elegir(['A', 'B', 'C', 'D', 'E', '1', '2', '3', '4']) : null,
        localidad_id: ids.localidad(sede.ciudad),
        codigo_postal: sede.codigoPostal,
      },
      email: demo ? USUARIOS_DEMO.find((u) => u.username === plaza.usuario)!.email : az.si(0.92) ? emailDe(nombres, apellido) : null,
      telefono,
    };

    // --- employment: the open record and, for some, an earlier closed one
    const puedeEmpezar = sumarMeses(nacimiento, 12 * perfil.desde);
    const base = {
      empresa_id: ids.empresa(sede.empresa),
      razon_social_id: ids.razonSocial(sector.razonSocial ?? sede.razonSocial),
      sector_id: ids.sector(sector.nombre),
      puesto_id: ids.puesto(puesto),
      categoria_id: (demo?.categoria ?? perfil.categoria) === null ? null : ids.categoria((demo?.categoria ?? perfil.categoria)!),
      encuadre_id: ids.encuadre(demo?.encuadre ?? perfil.encuadre),
      centro_costo_id: ids.centroCosto(sector.nombre),
      obra_social_id: ids.obraSocial(az.ponderado(perfil.clase === 'medico' ? OBRAS_SOCIALES.profesional : OBRAS_SOCIALES.convenio)),
      art_id: ids.art(sede.art),
    };
    if (puesto === 'Administrativo/a' && !demo && az.si(0.3)) base.categoria_id = ids.categoria('Administrativo de 1ra');
    let alta: string;
    let codigo = '6';
    const finPrueba = prueba.get(i);
    const finFijo = plazoFijo.get(i);
    if (finPrueba !== undefined) {
      codigo = '5';
      alta = sumarMeses(sumarDias(hoy, finPrueba + 1), -6);
    } else if (finFijo !== undefined) {
      codigo = '7';
      alta = sumarMeses(sumarDias(hoy, finFijo + 1), -12);
    } else if (demo) {
      alta = sumarDias(sumarMeses(hoy, -12 * demo.antiguedad), -az.entero(10, 300));
    } else {
      // Hired at least 200 days ago (past any probation), never before the age for the job nor over 30 years ago.
      alta = sumarDias(hoy, -az.entero(200, Math.max(200, Math.min(diasEntre(puedeEmpezar, hoy), 30 * 365))));
    }
    const laboral: Laboral[] = [];
    if (codigo === '6' && !demo && az.si(0.14)) {
      const baja = sumarDias(alta, -az.entero(30, 700));
      const altaPrevia = sumarDias(baja, -az.entero(180, 1500));
      if (altaPrevia >= puedeEmpezar) {
        const fijo = az.si(0.4);
        laboral.push({
          ...base,
          contrato_tipo_id: ids.contratoTipo(fijo ? '7' : '6'),
          fecha_alta: altaPrevia,
          fecha_baja: fijo ? sumarDias(sumarMeses(altaPrevia, 12), -1) : baja,
          motivo_desvinculacion_id: ids.motivo(fijo ? 'Fin de contrato' : az.elegir(['Renuncia', 'Renuncia', 'Mutuo acuerdo', 'Despido sin causa'])),
        });
        if (fijo && laboral[0]!.fecha_baja! >= alta) laboral.pop();
      }
    }
    laboral.push({ ...base, contrato_tipo_id: ids.contratoTipo(codigo), fecha_alta: alta, fecha_baja: null });
    const primerAlta = laboral[0]!.fecha_alta;

    // --- family
    const familiares: Familiar[] = [];
    const conPareja = (estadoCivil === 'Casado/a' || estadoCivil === 'Unión convivencial') && az.si(0.9);
    let pareja: Familiar | null = null;
    if (conPareja) {
      const sexoPareja: Sexo = sexo === 'F' ? 'M' : 'F';
      const edadPareja = Math.max(20, edad + az.entero(-5, 6) + (sexo === 'F' ? 2 : -2));
      const nac = nacidoHace(az, hoy, edadPareja);
      pareja = {
        familiar_tipo_id: ids.familiarTipo(estadoCivil === 'Casado/a' ? 1 : 2),
        valor: estadoCivil === 'Casado/a' ? 1 : 2,
        apellido: az.elegir(APELLIDOS),
        nombres: nombrePara(az, sexoPareja, anioDe(nac)),
        dni: dni(anioDe(nac), extranjero && az.si(0.7)),
        fecha_nacimiento: nac,
        telefono: celular(sede.area),
      };
      familiares.push(pareja);
    }
    const cantidadHijos =
      edad < 23
        ? 0
        : edad < 27
          ? az.ponderado([
              [0, 75],
              [1, 25],
            ] as const)
          : az.ponderado([
              [0, conPareja ? 20 : 55],
              [1, 30],
              [2, 30],
              [3, 12],
              [4, 3],
            ] as const);
    const apellidoHijos = sexo === 'M' ? apellido : (pareja?.apellido ?? apellido);
    let edadPadre = az.entero(20, 34);
    for (let h = 0; h < cantidadHijos; h++) {
      const nac = sumarDias(sumarMeses(nacimiento, 12 * edadPadre), az.entero(0, 300));
      if (nac > sumarDias(hoy, -20) || edadPadre > 45) break;
      const sexoHijo: Sexo = az.si(0.5) ? 'F' : 'M';
      const hijo: Familiar = {
        familiar_tipo_id: ids.familiarTipo(VALOR_HIJO),
        valor: VALOR_HIJO,
        apellido: apellidoHijos,
        nombres: nombrePara(az, sexoHijo, anioDe(nac)),
        dni: dni(anioDe(nac)),
        fecha_nacimiento: nac,
      };
      // Maternal room: from the end of the leave (90 days) until the child turns 3.
      const finSala = sumarMeses(nac, 36);
      if (finSala > sumarMeses(hoy, -36) && (sexo === 'F' || az.si(0.4))) {
        hijo.inicio_sala = sumarDias(nac, 90);
        hijo.fin_sala = finSala;
      }
      familiares.push(hijo);
      edadPadre += az.entero(2, 5);
    }
    if (edad >= 45 && az.si(0.06)) {
      const sexoMayor: Sexo = az.si(0.7) ? 'F' : 'M';
      const nac = sumarDias(sumarMeses(nacimiento, -12 * az.entero(22, 34)), -az.entero(0, 300));
      familiares.push({
        familiar_tipo_id: ids.familiarTipo(3),
        valor: 3,
        apellido: sexoMayor === 'M' ? apellido : az.elegir(APELLIDOS),
        nombres: nombrePara(az, sexoMayor, anioDe(nac)),
        dni: dni(anioDe(nac), extranjero),
        fecha_nacimiento: nac,
      });
    }
    // Not everyone declares their family to HR (the spouse may still be the emergency contact).
    if (!demo && !az.si(0.75)) familiares.length = 0;
    if (!demo && sexo === 'F' && edad >= 26 && edad <= 40) candidatasSala.push(nuevas.length);

    // --- studies and courses
    const formacion: Formacion[] = [];
    const estado = (e: string) => ids.cursoEstado(e);
    const universidad = () => az.elegir(sede.universidades);
    let egreso: string | null = null;
    if (perfil.titulo) {
      const t = perfil.titulo(az, sexo);
      const anios = perfil.clase === 'medico' ? az.entero(24, 27) : t.nivel === 'Universitario completo' ? az.entero(22, 26) : az.entero(20, 24);
      egreso = menor(sumarDias(sumarMeses(nacimiento, 12 * anios), az.entero(0, 300)), sumarDias(primerAlta, -az.entero(30, 400)));
      const reciente = egreso > sumarMeses(hoy, -10);
      formacion.push({
        titulo: t.titulo,
        institucion_id:
          t.institucion === 'universidad' ? ids.institucion(universidad()) : t.institucion === 'cruz-roja' ? ids.institucion('Cruz Roja Argentina') : null,
        nivel_estudio_id: t.nivel ? ids.nivelEstudio(t.nivel) : null,
        curso_estado_id: estado(reciente ? 'Pendiente de título' : 'Finalizado'),
        fecha_egreso: egreso,
      });
      if (perfil.clase === 'medico' && sector.especialidades) {
        const especialidad = az.elegir(sector.especialidades);
        const finEspecialidad = sumarMeses(egreso, 12 * az.entero(3, 5));
        const enCurso = finEspecialidad > hoy;
        formacion.push({
          titulo: `Especialista en ${especialidad.charAt(0).toLowerCase()}${especialidad.slice(1)}`,
          institucion_id: ids.institucion(
            az.elegir([
              'Hospital Italiano de Buenos Aires',
              'Hospital de Clínicas José de San Martín',
              'Asociación Médica Argentina',
              universidad(),
              universidad(),
            ]),
          ),
          nivel_estudio_id: ids.nivelEstudio('Posgrado'),
          curso_estado_id: estado(enCurso ? 'En curso' : 'Finalizado'),
          fecha_egreso: enCurso ? null : finEspecialidad,
        });
      }
    } else if (perfil.clase === 'administrativo' && az.si(0.45) && edad >= 23) {
      const carrera = az.elegir(
        sector.nombre === 'Recursos Humanos'
          ? [
              g(sexo, 'Licenciado en Recursos Humanos', 'Licenciada en Recursos Humanos'),
              g(sexo, 'Licenciado en Relaciones Laborales', 'Licenciada en Relaciones Laborales'),
            ]
          : [g(sexo, 'Contador Público', 'Contadora Pública'), g(sexo, 'Licenciado en Administración', 'Licenciada en Administración')],
      );
      const enCurso = edad < 28 && az.si(0.6);
      formacion.push({
        titulo: carrera,
        institucion_id: ids.institucion(universidad()),
        nivel_estudio_id: ids.nivelEstudio(enCurso ? 'Universitario incompleto' : 'Universitario completo'),
        curso_estado_id: estado(enCurso ? 'En curso' : 'Finalizado'),
        fecha_egreso: enCurso ? null : sumarDias(sumarMeses(nacimiento, 12 * az.entero(23, 27)), az.entero(0, 300)),
      });
    } else if (az.si(0.6)) {
      const tecnico = puesto === 'Personal de mantenimiento' && az.si(0.5);
      formacion.push({
        titulo: tecnico ? g(sexo, 'Técnico Electromecánico', 'Técnica Electromecánica') : 'Bachiller',
        institucion_id: null,
        nivel_estudio_id: ids.nivelEstudio('Secundario completo'),
        curso_estado_id: estado('Finalizado'),
        fecha_egreso: sumarDias(sumarMeses(nacimiento, 12 * (tecnico ? 18 : 17)), az.entero(300, 340)),
      });
    }
    for (const clave of perfil.cursos ?? []) {
      if (!az.si(0.8)) continue;
      const c = CURSOS[clave]!;
      // Taken some time in the last validity period (or just before joining); some have already lapsed.
      const hecho = mayor(sumarDias(hoy, -az.entero(20, 365 * c.anios + 200)), sumarDias(alta, -az.entero(0, 60)));
      formacion.push({
        titulo: c.titulo,
        institucion_id: c.institucion ? ids.institucion(c.institucion) : null,
        nivel_estudio_id: null,
        curso_estado_id: estado('Finalizado'),
        fecha_egreso: hecho,
        fecha_vencimiento: sumarMeses(hecho, 12 * c.anios),
      });
    }

    // --- licences: provincial for everyone who practises, national for a share of physicians
    const matriculas: Matricula[] = [];
    if (perfil.matricula) {
      const desde = egreso ?? sumarMeses(nacimiento, 12 * 22);
      const numero = (sigla: string, base: number, paso: number) => {
        for (;;) {
          const n = String(base + Math.max(0, anioDe(desde) - 1980) * paso + az.entero(0, paso - 1));
          if (!matriculasUsadas.has(sigla + sede.provincia + n)) {
            matriculasUsadas.add(sigla + sede.provincia + n);
            return n;
          }
        }
      };
      matriculas.push({
        matricula_tipo_id: ids.matriculaTipo('MP'),
        numero: numero('MP', perfil.clase === 'medico' ? 12_000 : 4_000, perfil.clase === 'medico' ? 700 : 450),
        provincia_id: ids.provincia(sede.provincia),
        fecha_vencimiento: sumarDias(hoy, az.entero(120, 5 * 365)),
      });
      if (perfil.clase === 'medico' && az.si(0.45)) {
        matriculas.push({ matricula_tipo_id: ids.matriculaTipo('MN'), numero: numero('MN', 60_000, 4_000), provincia_id: null, fecha_vencimiento: null });
      }
    }

    // --- contacts
    const contactos: Contacto[] = [];
    if (az.si(0.93)) contactos.push({ contacto_tipo_id: ids.contactoTipo('Teléfono celular'), valor: telefono, observacion: 'Personal', emergencia: false });
    if (az.si(0.15))
      contactos.push({ contacto_tipo_id: ids.contactoTipo('Teléfono fijo'), valor: fijo(sede.area), observacion: 'Domicilio', emergencia: false });
    if (az.si(0.88)) {
      let quien: string;
      let valor: string;
      if (pareja) {
        quien = `${pareja.nombres} ${pareja.apellido} (${pareja.valor === 1 ? 'cónyuge' : 'pareja'})`;
        valor = pareja.telefono!;
      } else {
        const vinculo = az.elegir(
          edad < 40 ? (['madre', 'madre', 'padre', 'hermana', 'hermano'] as const) : (['hermana', 'hermano', 'hija', 'hijo', 'madre'] as const),
        );
        const sexoVinculo: Sexo = ['madre', 'hermana', 'hija'].includes(vinculo) ? 'F' : 'M';
        const anioVinculo = vinculo === 'madre' || vinculo === 'padre' ? anio - 28 : vinculo.startsWith('hij') ? anio + 28 : anio;
        const apellidoVinculo = vinculo === 'madre' ? az.elegir(APELLIDOS) : apellido;
        quien = `${nombrePara(az, sexoVinculo, anioVinculo).split(' ')[0]} ${apellidoVinculo} (${vinculo})`;
        valor = celular(sede.area);
      }
      contactos.push({ contacto_tipo_id: ids.contactoTipo('Contacto de emergencia'), valor, observacion: quien, emergencia: true });
    }

    // --- bank account (salary), mostly in the company's payroll bank
    let cuenta: Cuenta | null = null;
    if (demo || az.si(0.9)) {
      const banco = az.ponderado([
        [sede.banco, 55],
        ['Banco de la Nación Argentina', 12],
        ['Banco Galicia', 8],
        ['Banco Santander', 7],
        ['BBVA', 5],
        ['Banco Macro', 5],
        ['Banco Credicoop', 3],
        ['ICBC', 2],
        ['Banco Supervielle', 2],
        ['Banco Patagonia', 1],
      ]);
      let cbu: string;
      do cbu = cbuDe(BANCOS[banco]!, `0${az.digitos(3)}`, `${az.elegir(['0', '3', '4'])}${az.digitos(12)}`);
      while (cbus.has(cbu));
      cbus.add(cbu);
      let alias: string | null = null;
      if (az.si(0.7)) {
        do alias = `${az.elegir(PALABRAS_ALIAS)}.${az.elegir(PALABRAS_ALIAS)}.${az.elegir(PALABRAS_ALIAS)}`;
        while (aliases.has(alias) || alias.length > 20);
        aliases.add(alias);
      }
      cuenta = { banco, cbu, alias };
    }

    nuevas.push({ usuario: plaza.usuario, datos, laboral, familiares, formacion, matriculas, contactos, cuenta });
  }

  // --- forced due dates, so that every kind of alert has a few
  const mps = az.mezclar(nuevas.flatMap((p) => p.matriculas.filter((m) => m.provincia_id !== null)));
  [...VENCE_MATRICULA, ...MATRICULA_VENCIDA].forEach((d, k) => (mps[k]!.fecha_vencimiento = sumarDias(hoy, d)));

  const cursos = az.mezclar(nuevas.flatMap((p) => p.formacion.filter((f) => f.fecha_vencimiento)));
  VENCE_CURSO.forEach((d, k) => {
    const c = cursos[k]!;
    const anios = Object.values(CURSOS).find((x) => x.titulo === c.titulo)!.anios;
    c.fecha_vencimiento = sumarDias(hoy, d);
    c.fecha_egreso = sumarMeses(c.fecha_vencimiento, -12 * anios);
  });

  const madres = az.mezclar(candidatasSala);
  for (const [k, d] of FIN_SALA.entries()) {
    const p = nuevas[madres[k]!]!;
    const fin = sumarDias(hoy, d);
    const nac = sumarMeses(fin, -36);
    const sexoHijo: Sexo = az.si(0.5) ? 'F' : 'M';
    const pareja = p.familiares.find((f) => f.valor === 1 || f.valor === 2);
    // Siblings at least a year and a half older; younger ones would crowd the dates.
    p.familiares = p.familiares.filter((f) => f.valor !== VALOR_HIJO || f.fecha_nacimiento < sumarMeses(nac, -18));
    p.familiares.push({
      familiar_tipo_id: ids.familiarTipo(VALOR_HIJO),
      valor: VALOR_HIJO,
      apellido: pareja?.apellido ?? p.datos.apellido,
      nombres: nombrePara(az, sexoHijo, anioDe(nac)),
      dni: dni(anioDe(nac)),
      fecha_nacimiento: nac,
      inicio_sala: sumarDias(nac, 90),
      fin_sala: fin,
    });
  }
  return nuevas;
}
