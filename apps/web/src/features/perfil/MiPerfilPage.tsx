import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Grid, Row, Statistic, Switch, Tag, Typography } from 'antd';
import { diaLegible } from '@worknet/domain/licencias/dias';
import { diasDisponiblesTotales } from '@worknet/domain/licencias/vacaciones';
import type { DatosPersonalesFila, FormacionFila, LaboralFila, MatriculaFila } from '@worknet/domain/rrhh/legajo';
import type { Usuario } from '@worknet/domain/auth';
import { avisar } from '../../lib/notify';
import { CambiarPasswordModal, CLAVES_SESION, useTienePermiso, useUsuario } from '../auth';
import { PERMISOS_LICENCIAS, useSaldos } from '../licencias';
import { useGuardarPreferencias, useMiPerfil } from './api';
import { AvisosDispositivo } from './AvisosDispositivo';
import { FotoPerfil } from './FotoPerfil';
import { SesionesActivas } from './SesionesActivas';

const Titulo = ({ children }: { children: ReactNode }) => <h2 style={{ fontSize: 16, margin: 0 }}>{children}</h2>;

// Long values (an e-mail, an address) wrap instead of widening the card on a phone.
const ESTILO_VALOR = { wordBreak: 'break-word' } as const;

const sinDato = (v: string | null | undefined) => (v ? v : 'Sin dato');

/** «Av. Colón 123, piso 2 «B», Córdoba (5000)» from the file's address columns. */
function domicilio(p: DatosPersonalesFila): string {
  const calle = [p.calle, p.numero].filter(Boolean).join(' ');
  const piso = [p.piso ? `piso ${p.piso}` : null, p.depto ? `depto. ${p.depto}` : null].filter(Boolean).join(' ');
  const lugar = [p.localidad?.nombre, p.codigo_postal ? `(${p.codigo_postal})` : null].filter(Boolean).join(' ');
  return sinDato([calle, piso, lugar].filter(Boolean).join(', '));
}

function DatosPersonales({ persona, vertical }: { persona: DatosPersonalesFila; vertical: boolean }) {
  const nombre = `${persona.nombres} ${persona.apellido}`;
  return (
    <Flex gap={16} vertical={vertical} align={vertical ? 'center' : 'flex-start'}>
      <FotoPerfil foto={persona.foto} nombre={nombre} personaId={persona.id} />
      <Descriptions column={1} size="small" layout={vertical ? 'vertical' : 'horizontal'} styles={{ content: ESTILO_VALOR }} style={{ flex: 1, minWidth: 0 }}>
        <Descriptions.Item label="Nombre">{`${persona.apellido}, ${persona.nombres}`}</Descriptions.Item>
        <Descriptions.Item label="DNI">{persona.dni}</Descriptions.Item>
        <Descriptions.Item label="CUIL">{persona.cuil}</Descriptions.Item>
        <Descriptions.Item label="Fecha de nacimiento">{diaLegible(persona.fecha_nacimiento)}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{sinDato(persona.email)}</Descriptions.Item>
        <Descriptions.Item label="Teléfono">{sinDato(persona.telefono)}</Descriptions.Item>
        <Descriptions.Item label="Domicilio">{domicilio(persona)}</Descriptions.Item>
        <Descriptions.Item label="Legajo">{sinDato(persona.legajo)}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

function Empleo({ empleo, vertical }: { empleo: LaboralFila; vertical: boolean }) {
  return (
    <Descriptions column={1} size="small" layout={vertical ? 'vertical' : 'horizontal'} styles={{ content: ESTILO_VALOR }}>
      <Descriptions.Item label="Empresa">{sinDato(empleo.empresa?.nombre)}</Descriptions.Item>
      <Descriptions.Item label="Sector">{sinDato(empleo.sector?.nombre)}</Descriptions.Item>
      <Descriptions.Item label="Puesto">{sinDato(empleo.puesto?.nombre)}</Descriptions.Item>
      <Descriptions.Item label="Contrato">{sinDato(empleo.contrato_tipo?.nombre)}</Descriptions.Item>
      <Descriptions.Item label="Fecha de alta">{diaLegible(empleo.fecha_alta)}</Descriptions.Item>
      {empleo.fecha_baja && <Descriptions.Item label="Fecha de baja">{diaLegible(empleo.fecha_baja)}</Descriptions.Item>}
    </Descriptions>
  );
}

const vence = (dia: string | null) => (dia ? ` · vence el ${diaLegible(dia)}` : '');

/** A short list: one line per record, the title first. */
function Lista({ etiqueta, items }: { etiqueta: string; items: { clave: number; titulo: string; detalle: string }[] }) {
  return (
    <ul aria-label={etiqueta} style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {items.map((i) => (
        <li key={i.clave} style={ESTILO_VALOR}>
          <Typography.Text strong>{i.titulo}</Typography.Text>
          {i.detalle && <div>{i.detalle}</div>}
        </li>
      ))}
    </ul>
  );
}

const itemsFormacion = (f: FormacionFila[]) =>
  f.map((x) => ({
    clave: x.id,
    titulo: x.titulo,
    detalle: [x.institucion?.nombre, x.curso_estado?.nombre].filter(Boolean).join(' · ') + vence(x.fecha_vencimiento),
  }));

const itemsMatriculas = (m: MatriculaFila[]) =>
  m.map((x) => ({
    clave: x.id,
    titulo: `${x.matricula_tipo?.nombre ?? 'Matrícula'} N.º ${x.numero}`,
    detalle: (x.provincia?.nombre ?? '') + vence(x.fecha_vencimiento),
  }));

function Cuenta({ usuario, vertical }: { usuario: Usuario; vertical: boolean }) {
  const qc = useQueryClient();
  const [cambiando, setCambiando] = useState(false);
  return (
    <>
      <Descriptions column={1} size="small" layout={vertical ? 'vertical' : 'horizontal'} styles={{ content: ESTILO_VALOR }}>
        <Descriptions.Item label="Nombre">{usuario.nombre_completo}</Descriptions.Item>
        <Descriptions.Item label="Usuario">{usuario.username || usuario.usuario}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{usuario.email ?? 'Sin e-mail'}</Descriptions.Item>
        <Descriptions.Item label="Sectores">
          {usuario.sector.length === 0 ? 'Sin sector' : usuario.sector.map((s) => `${s.nombre} (${s.raiz.nombre})`).join(', ')}
        </Descriptions.Item>
        <Descriptions.Item label="Roles">
          {usuario.asignaciones.length === 0 ? 'Sin roles' : usuario.asignaciones.map((a) => <Tag key={a.item.id}>{a.item.nombre}</Tag>)}
        </Descriptions.Item>
      </Descriptions>
      <Button style={{ marginTop: 12 }} onClick={() => setCambiando(true)}>
        Cambiar contraseña
      </Button>
      {/* The same dialog the user menu opens (features/auth), never a copy. */}
      {cambiando && (
        <CambiarPasswordModal
          obligatorio={false}
          alCerrar={() => setCambiando(false)}
          alCambiar={() => {
            setCambiando(false);
            void qc.invalidateQueries({ queryKey: CLAVES_SESION.usuario });
          }}
        />
      )}
    </>
  );
}

/** The vacation balance «Mis licencias» shows (the same query), with the way there. */
function Vacaciones({ personaId }: { personaId: number }) {
  const saldos = useSaldos(personaId);
  // The domain's total (positive balances only), as the server's balance rule counts it.
  const disponibles = diasDisponiblesTotales(saldos.data ?? []);
  return (
    <>
      <Statistic title="Días de vacaciones disponibles" value={saldos.isPending ? '—' : disponibles} loading={saldos.isPending} />
      <Link to="/mis_licencias">Ver mis licencias</Link>
    </>
  );
}

function Avisos({ activo, email }: { activo: boolean; email: string | null }) {
  const guardar = useGuardarPreferencias();
  const cambiar = async (correo_notificaciones: boolean) => {
    try {
      const r = await guardar.mutateAsync({ correo_notificaciones });
      avisar({ tipo: 'success', texto: r.message || 'Preferencia guardada.' });
    } catch {
      // The client already showed the server's message.
    }
  };
  return (
    <>
      <Flex gap={12} align="center">
        <Switch
          id="perfil-correo-avisos"
          checked={activo}
          disabled={!email}
          loading={guardar.isPending}
          onChange={(v) => void cambiar(v)}
          aria-describedby={email ? undefined : 'perfil-sin-email'}
        />
        <label htmlFor="perfil-correo-avisos">Recibir por correo los avisos de la campana</label>
      </Flex>
      <Typography.Paragraph id={email ? undefined : 'perfil-sin-email'} style={{ margin: '8px 0 0' }}>
        {email ? `Se envían a ${email}.` : 'Su cuenta no tiene un e-mail cargado. Pídale a un administrador que lo agregue para recibir los avisos por correo.'}
      </Typography.Paragraph>
    </>
  );
}

/** 'mi_perfil' (issue 20 item 6, from the user menu): the person's own data, account, preferences and sessions. */
export function MiPerfilPage() {
  const usuario = useUsuario();
  const perfil = useMiPerfil();
  const conVacaciones = useTienePermiso(PERMISOS_LICENCIAS.solicitar);
  const pantallas = Grid.useBreakpoint();
  // Phones stack everything: the label above its value, the photo above the data.
  const vertical = !pantallas.sm;
  const datos = perfil.data;
  const persona = datos?.persona ?? null;
  const empleo = datos ? (datos.laboral.find((l) => l.actual) ?? datos.laboral[0] ?? null) : null;

  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Mi perfil
      </Typography.Title>
      {datos && !persona && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Su usuario no tiene un legajo asociado"
          description="Por eso no se muestran sus datos personales ni su foto. Pídale a RRHH que vincule su usuario con su legajo."
        />
      )}
      <Row gutter={[16, 16]}>
        {persona && (
          <Col xs={24} xl={12}>
            <Card title={<Titulo>Datos personales</Titulo>}>
              <DatosPersonales persona={persona} vertical={vertical} />
            </Card>
          </Col>
        )}
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            {usuario.data && (
              <Card title={<Titulo>Cuenta</Titulo>}>
                <Cuenta usuario={usuario.data} vertical={vertical} />
              </Card>
            )}
            {empleo && (
              <Card title={<Titulo>Empleo</Titulo>}>
                <Empleo empleo={empleo} vertical={vertical} />
              </Card>
            )}
          </Flex>
        </Col>
        {datos && datos.formacion.length > 0 && (
          <Col xs={24} lg={12}>
            <Card title={<Titulo>Formación</Titulo>}>
              <Lista etiqueta="Formación" items={itemsFormacion(datos.formacion)} />
            </Card>
          </Col>
        )}
        {datos && datos.matriculas.length > 0 && (
          <Col xs={24} lg={12}>
            <Card title={<Titulo>Matrículas</Titulo>}>
              <Lista etiqueta="Matrículas" items={itemsMatriculas(datos.matriculas)} />
            </Card>
          </Col>
        )}
        {conVacaciones && persona && (
          <Col xs={24} lg={12}>
            <Card title={<Titulo>Vacaciones</Titulo>}>
              <Vacaciones personaId={persona.id} />
            </Card>
          </Col>
        )}
        {datos && (
          <Col xs={24} lg={12}>
            <Card title={<Titulo>Avisos</Titulo>}>
              <Avisos activo={datos.preferencias.correo_notificaciones} email={datos.usuario.email} />
            </Card>
          </Col>
        )}
        <Col xs={24} lg={12}>
          <AvisosDispositivo titulo={<Titulo>Avisos en este dispositivo</Titulo>} />
        </Col>
        <Col xs={24}>
          <SesionesActivas titulo={<Titulo>Sesiones activas</Titulo>} />
        </Col>
      </Row>
      {perfil.isPending && <Card loading style={{ marginTop: 16 }} />}
    </section>
  );
}
