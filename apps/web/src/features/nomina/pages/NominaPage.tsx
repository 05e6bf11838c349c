import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Typography, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { BotonExportar, CampoBusqueda, EncabezadoLista, TablaLista } from '../../../lib/lista';
import { useTienePermiso } from '../../auth';
import { exportarNomina, type FilaNomina } from '../api';
import { useColumnasNomina } from '../columnas';
import { ChipsFiltro } from '../components/ChipsFiltro';
import { FiltrosGuardados } from '../components/FiltrosGuardados';
import { SelectorColumnas } from '../components/SelectorColumnas';
import { borradorDesdeEntrada, opcionesAtributo, REGLAS_FILTRO } from '../filtros';
import { columnasTabla, rutaPersona } from '../tabla';
import { useVistaNomina } from '../useVistaNomina';

// The filter dialog (antd's Form and the value controls) loads the first time it opens.
const DialogoFiltro = lazy(() => import('../components/DialogoFiltro').then((m) => ({ default: m.DialogoFiltro })));

/** 'rrhh/nomina': the staff with filters, saved filters and the Excel export (spec §7 "Payroll"). */
export function NominaPage() {
  const navigate = useNavigate();
  const vista = useVistaNomina();
  const { columnas, cambiar: cambiarColumnas } = useColumnasNomina();
  // A referente sees the roster of their sectors but not the files themselves.
  const abrible = useTienePermiso('rrhh.persona.ver');
  const { token } = theme.useToken();
  const [dialogo, setDialogo] = useState<{ editando: EntradaFiltro | null } | null>(null);
  // Each opening mounts a new dialog (key), filled from the chip being edited.
  const [apertura, setApertura] = useState(0);
  const abrirDialogo = (editando: EntradaFiltro | null) => {
    setApertura((n) => n + 1);
    setDialogo({ editando });
  };
  const atributos = opcionesAtributo();

  return (
    <section>
      <EncabezadoLista
        titulo="Nómina"
        acciones={
          <Typography.Text strong role="status" data-testid="total-nomina">
            {vista.textoTotal}
          </Typography.Text>
        }
      />
      {/* A plain box, not antd's Card: Card brings Tabs along (14 kB gzip). */}
      <div
        style={{
          marginBottom: 16,
          padding: 16,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex wrap gap={8} style={{ marginBottom: 16 }}>
          <CampoBusqueda
            aria-label="Buscar en la nómina"
            placeholder="Apellido, nombre, DNI o CUIL"
            maxLength={100}
            ancho={360}
            demoraMs={300}
            valor={vista.vista.filtros.filter}
            onBuscar={(filter) => vista.vista.filtrar({ filter })}
          />
          <Button icon={<PlusOutlined />} onClick={() => abrirDialogo(null)}>
            Agregar filtro
          </Button>
          <FiltrosGuardados entradas={vista.request} seleccionado={vista.guardado} onAplicar={vista.aplicarGuardado} onSeleccionar={vista.setGuardado} />
        </Flex>
        <ChipsFiltro entradas={vista.request} onEditar={abrirDialogo} onQuitar={vista.quitar} />
        <Flex wrap gap={8} justify="flex-end">
          <SelectorColumnas columnas={columnas} onCambiar={cambiarColumnas} />
          <BotonExportar descargar={() => exportarNomina(vista.consulta, vista.request, columnas)} disabled={vista.total === 0} />
        </Flex>
      </div>
      <TablaLista<FilaNomina>
        aria-label="Nómina"
        vista={vista.vista}
        lista={vista.lista}
        columns={columnasTabla(columnas, vista.orden, abrible)}
        vacio="No hay personas con estos filtros"
        onRow={(fila) =>
          abrible
            ? {
                style: { cursor: 'pointer' },
                onClick: (e) => {
                  // The name is a link of its own.
                  if (!(e.target as HTMLElement).closest('a, button')) void navigate(rutaPersona(fila.id));
                },
              }
            : {}
        }
      />
      {apertura > 0 && (
        <Suspense fallback={null}>
          <DialogoFiltro
            key={apertura}
            estado={dialogo}
            inicial={dialogo?.editando ? borradorDesdeEntrada(dialogo.editando) : undefined}
            atributos={atributos}
            reglas={REGLAS_FILTRO}
            onCerrar={() => setDialogo(null)}
            onAplicar={(entrada, anterior) => {
              vista.aplicar(entrada, anterior);
              setDialogo(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
