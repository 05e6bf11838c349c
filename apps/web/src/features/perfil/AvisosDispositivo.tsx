import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Form, Popconfirm, Switch, Tag, TimePicker, Typography } from 'antd';
import { CLASES_PUSH, TIPOS_PUSH, type DispositivoPush } from '@worknet/domain/push/esquemas';
import { formatoFechaHora } from '@worknet/domain/fechas';
import { mostrarErroresDeCampo } from '../../lib/formulario/erroresDeCampo';
import { avisar } from '../../lib/notify';
import { activarAvisos, necesitaInstalarEnIos, soporteActual, type Soporte } from '../../lib/pwa/push';
import { useDispositivosPush, useGuardarPreferenciasPush, usePreferenciasPush, useQuitarDispositivoPush } from './api';
import { preferenciasDe, valoresDe, type ValoresAvisos } from './avisosPush';
import { dispositivoDe } from './dispositivo';

// «Avisos en este dispositivo» in Mi perfil (issue 40 items 2, 5 and 6): whether this browser
// can get pushes (and how, on an iPhone), what kinds and when, and every device that gets them.

/** What this browser can do about push, in one line (or how to make it possible). */
function EsteDispositivo({ soporte, alActivar }: { soporte: Soporte; alActivar: () => void }) {
  const [activando, setActivando] = useState(false);
  if (necesitaInstalarEnIos(soporte)) {
    return (
      <Alert
        type="info"
        showIcon
        title="Para recibir avisos en el iPhone o el iPad, agregue Worknet a la pantalla de inicio"
        description={
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>En Safari, toque Compartir (el cuadrado con la flecha hacia arriba).</li>
            <li>Elija «Agregar a inicio» y confirme con «Agregar».</li>
            <li>Abra Worknet desde el ícono nuevo y vuelva a esta pantalla para activar los avisos.</li>
          </ol>
        }
      />
    );
  }
  if (!soporte.push) return <Alert type="warning" showIcon title="Este navegador no puede recibir avisos cuando Worknet está cerrado." />;
  if (soporte.permiso === 'granted') return <Alert type="success" showIcon title="Los avisos están activados en este dispositivo." />;
  if (soporte.permiso === 'denied')
    return (
      <Alert
        type="warning"
        showIcon
        title="Los avisos están bloqueados en este navegador"
        description="Para recibirlos, permita las notificaciones de Worknet en la configuración del navegador y vuelva a abrir esta pantalla."
      />
    );
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Paragraph style={{ margin: 0 }}>
        Reciba en este dispositivo las notificaciones, las novedades importantes y los mensajes aunque Worknet esté cerrado.
      </Typography.Paragraph>
      <Button
        type="primary"
        loading={activando}
        onClick={() => {
          setActivando(true);
          void activarAvisos().finally(() => {
            setActivando(false);
            alActivar();
          });
        }}
      >
        Activar los avisos en este dispositivo
      </Button>
    </Flex>
  );
}

function Preferencias() {
  const [form] = Form.useForm<ValoresAvisos>();
  const preferencias = usePreferenciasPush();
  const guardar = useGuardarPreferenciasPush();
  const silencio = Form.useWatch('silencio', form);
  const datos = preferencias.data;
  // After a save the server's answer is what the form shows; the first answer is initialValues.
  const mostrados = useRef(datos);
  useEffect(() => {
    if (!datos || mostrados.current === datos) return;
    if (mostrados.current) form.setFieldsValue(valoresDe(datos));
    mostrados.current = datos;
  }, [datos, form]);
  if (!datos) return <Card loading size="small" />;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valoresDe(datos)}
      aria-label="Qué avisos recibir"
      onFinish={(v) =>
        guardar.mutate(preferenciasDe(v), {
          onSuccess: (r) => avisar({ tipo: 'success', texto: r.message || 'Preferencias de avisos guardadas.' }),
          onError: (e) => mostrarErroresDeCampo(form, e, (ruta) => (ruta[0] === 'silencio_desde' ? 'desde' : ruta[0] === 'silencio_hasta' ? 'hasta' : null)),
        })
      }
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Qué avisos recibir</legend>
        {TIPOS_PUSH.map((tipo) => (
          <Flex key={tipo} gap={12} align="center" style={{ marginBottom: 12 }}>
            <Form.Item name={tipo} valuePropName="checked" noStyle>
              <Switch id={`push-${tipo}`} />
            </Form.Item>
            <label htmlFor={`push-${tipo}`}>{CLASES_PUSH[tipo].etiqueta}</label>
          </Flex>
        ))}
      </fieldset>
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <Form.Item name="silencio" valuePropName="checked" noStyle>
          <Switch id="push-silencio" aria-describedby="push-silencio-ayuda" />
        </Form.Item>
        <label htmlFor="push-silencio">Horario de silencio</label>
      </Flex>
      <Typography.Paragraph id="push-silencio-ayuda" type="secondary" style={{ marginTop: 0 }}>
        En ese horario no llegan avisos, salvo los mensajes del sistema marcados como urgentes.
      </Typography.Paragraph>
      {silencio && (
        <Flex gap={16} wrap>
          <Form.Item name="desde" label="Desde" rules={[{ required: true, message: 'Indique desde qué hora.' }]}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} placeholder="22:00" />
          </Form.Item>
          <Form.Item
            name="hasta"
            label="Hasta"
            dependencies={['desde']}
            rules={[
              { required: true, message: 'Indique hasta qué hora.' },
              ({ getFieldValue }) => ({
                validator: (_r, v: ValoresAvisos['hasta']) => {
                  const desde = getFieldValue('desde') as ValoresAvisos['desde'];
                  return v && desde && v.format('HH:mm') === desde.format('HH:mm')
                    ? Promise.reject(new Error('El horario de silencio debe terminar a otra hora que la de comienzo.'))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} placeholder="07:00" />
          </Form.Item>
        </Flex>
      )}
      <Button type="primary" htmlType="submit" loading={guardar.isPending}>
        Guardar avisos
      </Button>
    </Form>
  );
}

// Argentina time, as every date and time of the app (the domain's format).
const registrado = (d: DispositivoPush) => `Activado el ${formatoFechaHora(d.created_at).slice(0, 16)}`;

function Dispositivos() {
  const dispositivos = useDispositivosPush();
  const quitar = useQuitarDispositivoPush();
  const lista = dispositivos.data ?? [];
  if (dispositivos.isPending) return <Card loading size="small" />;
  if (lista.length === 0) return <Typography.Paragraph style={{ margin: 0 }}>Ningún dispositivo recibe avisos todavía.</Typography.Paragraph>;
  return (
    <ul aria-label="Dispositivos que reciben avisos" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {lista.map((d) => (
        <li key={d.id}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{dispositivoDe(d.user_agent)}</Typography.Text> {d.actual && <Tag color="#237804">Este dispositivo</Tag>}
              <div>{registrado(d)}</div>
            </div>
            <Popconfirm
              title="¿Quitar este dispositivo?"
              description="Deja de recibir avisos hasta que los vuelva a activar en él."
              okText="Quitar"
              cancelText="Cancelar"
              onConfirm={() =>
                quitar.mutateAsync(d.id).then(
                  (r) => avisar({ tipo: 'success', texto: r.message || 'Dispositivo quitado.' }),
                  () => undefined,
                )
              }
            >
              <Button size="small" aria-label={`Quitar ${dispositivoDe(d.user_agent)}`}>
                Quitar
              </Button>
            </Popconfirm>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** The section of Mi perfil. `soporte` is for tests (an iPhone in Safari, a blocked browser…). */
export function AvisosDispositivo({ titulo, soporte: dado }: { titulo: ReactNode; soporte?: Soporte }) {
  const [soporte, setSoporte] = useState<Soporte>(() => dado ?? soporteActual());
  const dispositivos = useDispositivosPush();
  return (
    <Card title={titulo}>
      <Flex vertical gap={20}>
        <EsteDispositivo
          soporte={soporte}
          alActivar={() => {
            setSoporte(dado ? { ...dado, permiso: typeof Notification === 'undefined' ? dado.permiso : Notification.permission } : soporteActual());
            void dispositivos.refetch();
          }}
        />
        <Preferencias />
        <section aria-labelledby="push-dispositivos">
          <h3 id="push-dispositivos" style={{ fontSize: 14, margin: '0 0 8px' }}>
            Dispositivos que reciben avisos
          </h3>
          <Dispositivos />
        </section>
      </Flex>
    </Card>
  );
}
