import { useState } from 'react';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { lazyScreen } from '../../../lib/lazyScreen';
import { useActualizarPersona } from '../api';
import { CAMPO_PROVINCIA, SECCIONES_PERSONA } from '../datos-personales';
import { textoCelda } from '../filas';
import type { DatosPersonalesFila, FilaRegistro } from '@worknet/domain/rrhh/legajo';

const FormularioDatosPersonales = lazyScreen(() => import('./FormularioDatosPersonales').then((m) => m.FormularioDatosPersonales));

/**
 * Personal data, read first: an editor presses «Editar» to get the form, and
 * «Guardar cambios» or «Cancelar» return to the reading view. Reading by
 * default means a look at a file never leaves a half-typed form behind.
 */
export function DatosPersonalesTab({ datos, editable }: { datos: DatosPersonalesFila; editable: boolean }) {
  const actualizar = useActualizarPersona(datos.id);
  const [editando, setEditando] = useState(false);
  return (
    <section aria-labelledby="titulo-datos">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title id="titulo-datos" level={2} style={{ fontSize: 18, margin: 0 }}>
          Datos personales
        </Typography.Title>
        {editable && !editando && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditando(true)}>
            Editar
          </Button>
        )}
      </Flex>
      {editable && editando ? (
        <FormularioDatosPersonales
          inicial={datos}
          textoGuardar="Guardar cambios"
          guardando={actualizar.isPending}
          onGuardar={(d) => actualizar.mutateAsync(d).then(() => setEditando(false))}
          onCancelar={() => setEditando(false)}
        />
      ) : (
        <>
          <Typography.Paragraph>Hijos: {datos.hijos}</Typography.Paragraph>
          {SECCIONES_PERSONA.map((s) => (
            <Descriptions
              key={s.titulo}
              title={
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {s.titulo}
                </Typography.Title>
              }
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              style={{ marginBottom: 16 }}
              items={s.campos
                .filter((c) => c !== CAMPO_PROVINCIA)
                .map((c) => ({ key: c.nombre, label: c.campo.etiqueta, children: textoCelda(c, datos as unknown as FilaRegistro) || '—' }))}
            />
          ))}
        </>
      )}
    </section>
  );
}
