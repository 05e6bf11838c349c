import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Skeleton, Typography } from 'antd';
import { Pestanas } from '../../../lib/Pestanas';
import type { ApiError } from '../../../lib/api';
import { AvisoPantalla } from '../../../lib/AvisoPantalla';
import { lazyScreen } from '../../../lib/lazyScreen';
import { Volver } from '../../../lib/Volver';
import { useTienePermiso, useUsuario } from '../../auth';
import { PestanaLicencias } from '../../licencias';
import { PERMISOS_RRHH, useLegajo } from '../api';
import { CabeceraLegajo } from '../components/CabeceraLegajo';
import { DatosPersonalesTab } from '../components/DatosPersonalesTab';
import { esPestana, pestanasVisibles, TITULOS_PESTANAS, type ClavePestana } from '../pestanas';
import { CONTACTO, FAMILIARES, FORMACION, LABORAL, MATRICULAS } from '../registros';
import type { Legajo } from '@worknet/domain/rrhh/legajo';

// Tables and forms load with the tab that shows them: an employee reading their
// own file fetches neither the forms nor the schemas.
const PestanaRegistros = lazyScreen(() => import('../components/PestanaRegistros').then((m) => m.PestanaRegistros));
const CuentaBancariaTab = lazyScreen(() => import('../components/CuentaBancariaTab').then((m) => m.CuentaBancariaTab));
const HistorialTab = lazyScreen(() => import('../components/HistorialTab').then((m) => m.HistorialTab));

/** What the screen says when the file cannot be shown (the call is silent: no toast on top). */
function SinLegajo({ error, reintentar }: { error: ApiError | null; reintentar: () => void }) {
  const navigate = useNavigate();
  const volver = (
    <Button type="primary" onClick={() => void navigate('/')}>
      Ir al inicio
    </Button>
  );
  if (error?.status === 403) return <AvisoPantalla titulo="Sin permiso" texto="No tiene permiso para ver este legajo." accion={volver} />;
  if (error === null || error.status === 404)
    return <AvisoPantalla titulo="No existe el legajo" texto="La dirección no corresponde a ningún legajo." accion={volver} />;
  return (
    <AvisoPantalla
      titulo="No se pudo cargar el legajo"
      texto={error.message}
      accion={
        <Button type="primary" onClick={reintentar}>
          Reintentar
        </Button>
      }
    />
  );
}

/**
 * Whether the «Licencias» tab shows: RRHH and a referente (the server answers 403 for a person
 * outside their sectors, and the tab says so), or the person's own file with rrhh.licencia.solicitar.
 */
function useVeLicencias(personaId: number): boolean {
  const rrhh = useTienePermiso('rrhh.licencia.administrar');
  const referente = useTienePermiso('rrhh.licencia.referente');
  const solicitar = useTienePermiso('rrhh.licencia.solicitar');
  const propia = useUsuario().data?.persona_id === personaId;
  return rrhh || referente || (solicitar && propia);
}

function PestanasLegajo({ legajo }: { legajo: Legajo }) {
  const [params, setParams] = useSearchParams();
  const verHistorial = useTienePermiso(PERMISOS_RRHH.ver);
  const editarFamilia = useTienePermiso(PERMISOS_RRHH.familia);
  const editarBanco = useTienePermiso(PERMISOS_RRHH.banco);
  const licencias = useVeLicencias(legajo.datosPersonales.id);
  const { datosPersonales: d, permisos } = legajo;
  const claves = pestanasVisibles({ familia: legajo.familiares !== null, banco: permisos.banco, historial: verHistorial, licencias });
  const pedida = params.get('pestana');
  const activa: ClavePestana = esPestana(pedida) && claves.includes(pedida) ? pedida : 'datos';

  const contenido: Record<ClavePestana, () => ReactNode> = {
    datos: () => <DatosPersonalesTab datos={d} editable={permisos.editar} />,
    familiares: () => (
      <PestanaRegistros
        descripcion={FAMILIARES}
        personaId={d.id}
        filas={legajo.familiares ?? []}
        editable={editarFamilia}
        resumen={<Typography.Text strong>Hijos: {d.hijos}</Typography.Text>}
      />
    ),
    formacion: () => <PestanaRegistros descripcion={FORMACION} personaId={d.id} filas={legajo.formacion} editable={permisos.editar} />,
    matriculas: () => <PestanaRegistros descripcion={MATRICULAS} personaId={d.id} filas={legajo.matriculas} editable={permisos.editar} />,
    laboral: () => <PestanaRegistros descripcion={LABORAL} personaId={d.id} filas={legajo.laboral} editable={permisos.editar} />,
    banco: () => <CuentaBancariaTab personaId={d.id} cuenta={legajo.cuentaBancaria} editable={editarBanco} />,
    contacto: () => <PestanaRegistros descripcion={CONTACTO} personaId={d.id} filas={legajo.contacto} editable={permisos.editar} />,
    licencias: () => <PestanaLicencias personaId={d.id} />,
    historial: () => <HistorialTab personaId={d.id} />,
  };

  return (
    <Pestanas
      etiqueta="Sección del legajo"
      activeKey={activa}
      onChange={(k) => setParams({ pestana: k }, { replace: true, preventScrollReset: true })}
      items={claves.map((k) => ({ key: k, label: TITULOS_PESTANAS[k], children: contenido[k]() }))}
    />
  );
}

/** 'rrhh/persona/:id': the personnel file. The route declares no permission: an employee sees their own, the server decides. */
export function LegajoPage() {
  const { id: param } = useParams<{ id: string }>();
  const id = Number(param);
  const valido = Number.isInteger(id) && id > 0;
  const legajo = useLegajo(valido ? id : null);

  let cuerpo: ReactNode;
  if (!valido) cuerpo = <SinLegajo error={null} reintentar={() => undefined} />;
  else if (legajo.isPending) cuerpo = <Skeleton active avatar />;
  else if (legajo.isError) cuerpo = <SinLegajo error={legajo.error} reintentar={() => void legajo.refetch()} />;
  else
    cuerpo = (
      <>
        <CabeceraLegajo legajo={legajo.data} editable={legajo.data.permisos.editar} />
        <PestanasLegajo legajo={legajo.data} />
      </>
    );
  return (
    <section>
      {/* Back to where the file was opened from (Nómina with its filters, the list, a notification). */}
      <Volver alternativa="/rrhh/legajos" />
      {cuerpo}
    </section>
  );
}
