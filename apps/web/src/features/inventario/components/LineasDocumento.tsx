import { Button, Card, Flex, Form, Input, InputNumber, Typography, type FormInstance, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProductoFila } from '@worknet/domain/inventario/maestros';
import { erroresLinea, reglasLinea, type ErroresLinea, type LineaFormulario, type TipoDocumento } from '../lineas';
import { CampoDia } from '../../../lib/CampoDia';
import { SelectorProducto } from './SelectorProducto';

/** What a line needs to know of its product: its flags, name and unit. */
export type ProductoDeLinea = Pick<ProductoFila, 'id' | 'nombre_producto' | 'unidad' | 'controla_lote' | 'controla_vencimiento' | 'controla_serie'>;

type Props = {
  tipo: TipoDocumento;
  form: FormInstance;
  /** Products known so far (found by a search or loaded with the draft), by id. */
  productos: ReadonlyMap<number, ProductoDeLinea>;
  onProducto: (p: ProductoFila) => void;
  /** A confirmed document is shown elsewhere; a draft being sent is read-only for a moment. */
  deshabilitado?: boolean;
};

/**
 * The lines of a draft as cards (one under another on a phone, where a table would not
 * fit): product, quantity and the lote, serie and vencimiento the product tracks, each
 * shown and required by the rules of `lineas.ts`.
 */
export function LineasDocumento({ tipo, form, productos, onProducto, deshabilitado }: Props) {
  const regla =
    (nombre: number, campo: keyof ErroresLinea): FormRule =>
    ({ getFieldValue }) => ({
      validator: async () => {
        const linea = (getFieldValue(['items', nombre]) ?? {}) as LineaFormulario;
        const producto = linea.producto_id ? productos.get(linea.producto_id) : undefined;
        const error = erroresLinea(tipo, producto, linea)[campo];
        if (error) throw new Error(error);
      },
    });

  return (
    <Form.List name="items">
      {(campos, { add, remove }) => (
        <Flex vertical gap={12}>
          {campos.map((campo, i) => (
            <Card
              key={campo.key}
              size="small"
              title={<Typography.Text strong>{`Línea ${i + 1}`}</Typography.Text>}
              extra={
                !deshabilitado && (
                  <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Quitar la línea ${i + 1}`} onClick={() => remove(campo.name)} />
                )
              }
            >
              <Form.Item noStyle shouldUpdate>
                {() => {
                  const linea = (form.getFieldValue(['items', campo.name]) ?? {}) as LineaFormulario & { nombre_producto?: string };
                  const producto = linea.producto_id ? productos.get(linea.producto_id) : undefined;
                  const reglas = reglasLinea(tipo, producto);
                  return (
                    <Flex wrap gap={12} align="flex-start">
                      <Form.Item
                        name={[campo.name, 'producto_id']}
                        label="Producto"
                        required
                        rules={[regla(campo.name, 'producto_id')]}
                        style={{ flex: '2 1 260px', minWidth: 0, marginBottom: 8 }}
                      >
                        <SelectorProducto
                          etiquetaInicial={producto?.nombre_producto ?? linea.nombre_producto}
                          onElegir={(p) => {
                            if (p) onProducto(p);
                            // Fields of the previous product do not carry over.
                            form.setFieldValue(['items', campo.name], { producto_id: p?.id, cantidad: linea.cantidad });
                          }}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[campo.name, 'cantidad']}
                        label={producto ? `Cantidad (${producto.unidad})` : 'Cantidad'}
                        required
                        rules={[regla(campo.name, 'cantidad')]}
                        style={{ flex: '1 1 120px', minWidth: 0, marginBottom: 8 }}
                      >
                        <InputNumber<number> min={0} decimalSeparator="," inputMode="decimal" style={{ width: '100%' }} disabled={deshabilitado} />
                      </Form.Item>
                      {reglas.lote !== 'oculto' && (
                        <Form.Item
                          name={[campo.name, 'lote']}
                          label="Lote"
                          required={reglas.lote === 'requerido'}
                          rules={[regla(campo.name, 'lote')]}
                          extra={reglas.lote === 'opcional' ? 'Vacío: se toman los lotes que vencen primero.' : undefined}
                          style={{ flex: '1 1 140px', minWidth: 0, marginBottom: 8 }}
                        >
                          <Input maxLength={60} autoComplete="off" disabled={deshabilitado} />
                        </Form.Item>
                      )}
                      {reglas.serie !== 'oculto' && (
                        <Form.Item
                          name={[campo.name, 'serie']}
                          label="Serie"
                          required={reglas.serie === 'requerido'}
                          rules={[regla(campo.name, 'serie')]}
                          style={{ flex: '1 1 140px', minWidth: 0, marginBottom: 8 }}
                        >
                          <Input maxLength={60} autoComplete="off" disabled={deshabilitado} />
                        </Form.Item>
                      )}
                      {reglas.vencimiento !== 'oculto' && (
                        <Form.Item
                          name={[campo.name, 'fecha_vencimiento']}
                          label="Vencimiento"
                          required={reglas.vencimiento === 'requerido'}
                          rules={[regla(campo.name, 'fecha_vencimiento')]}
                          style={{ flex: '1 1 160px', minWidth: 0, marginBottom: 8 }}
                        >
                          <CampoDia disabled={deshabilitado} />
                        </Form.Item>
                      )}
                    </Flex>
                  );
                }}
              </Form.Item>
            </Card>
          ))}
          {!deshabilitado && (
            <div>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                Agregar producto
              </Button>
            </div>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
