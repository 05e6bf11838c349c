import { useParams } from 'react-router';
import { Result, Skeleton } from 'antd';
import { Volver } from '../../../lib/Volver';
import { useTarea } from '../api';
import { FormularioTarea } from '../components/FormularioTarea';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

/**
 * create-tarea, create-tarea/{id} and, for admins, admin/tareas/form (and /form/{id}): the same
 * form; only where «Volver» leads when opened directly changes.
 */
export function TareaFormPage({ admin = false }: { admin?: boolean }) {
  const { id: param } = useParams();
  const id = param === undefined ? null : Number(param);
  const valido = id === null || (Number.isInteger(id) && id > 0);
  const tarea = useTarea(id !== null && valido ? id : 0);
  const lista = admin ? '/admin/tareas' : '/tareas';
  let contenido;
  if (id === null) contenido = <FormularioTarea alVolver={lista} />;
  else if (valido && tarea.isPending) contenido = <Skeleton active />;
  else if (!tarea.data) contenido = <Result status="404" title="Tarea no disponible" subTitle="La tarea no existe o no está a su alcance." />;
  else if (!tarea.data.acciones.includes('editar'))
    contenido = <Result status="info" title="Esta tarea no se puede modificar" subTitle="Sólo se modifican las tareas abiertas, y quien dirige su sector." />;
  else contenido = <FormularioTarea key={tarea.data.id} inicial={tarea.data} alVolver={lista} />;
  return (
    <section>
      <Volver alternativa={id === null ? lista : `/tareas/${id}`} />
      <EncabezadoFormulario titulo={id === null ? 'Nueva tarea' : 'Editar tarea'} />
      {contenido}
    </section>
  );
}
