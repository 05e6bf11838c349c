import { Typography } from 'antd';
import { Volver } from '../../../lib/Volver';
import { FormularioPedido } from '../components/FormularioPedido';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

/** crear_pedido: anybody reports a problem to maintenance. */
export function CrearPedidoPage() {
  return (
    <section>
      <Volver alternativa="/mis_pedidos_manthos" />
      <EncabezadoFormulario titulo="Reportar un problema" />
      <Typography.Paragraph type="secondary">Mantenimiento recibe su pedido al instante y le avisa cuando esté resuelto.</Typography.Paragraph>
      <FormularioPedido />
    </section>
  );
}

/** crear_tarea_manthos: maintenance records a request somebody made by phone or in person. */
export function CrearTareaManthosPage() {
  return (
    <section>
      <Volver alternativa="/tareas" />
      <EncabezadoFormulario titulo="Registrar pedido de mantenimiento" />
      <Typography.Paragraph type="secondary">
        Para un pedido hecho por teléfono o en persona: queda como tarea del sector de la categoría y quien lo pidió lo sigue en «Mis pedidos de mantenimiento».
      </Typography.Paragraph>
      <FormularioPedido enNombre />
    </section>
  );
}
