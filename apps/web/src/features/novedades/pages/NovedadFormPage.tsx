import { useNavigate, useParams } from 'react-router';
import { Button, Checkbox, DatePicker, Form, Input, Radio, Result, Select, Skeleton, Space } from 'antd';
import type { ItemMedia } from '@worknet/domain/media/item';
import { TIPO_MEDIA_ADJUNTO, TIPO_MEDIA_PORTADA } from '@worknet/domain/media/tipos-referencia';
import type { NovedadDetalle } from '@worknet/domain/novedades/tipos';
import { enlaceEmbedYoutube } from '@worknet/domain/novedades/youtube';
import { dayjs } from '../../../lib/fechas';
import { useApiMutation } from '../../../lib/query';
import { useTiposMedia } from '../../media';
import { CampoImagen, ListaAdjuntos } from '../../media/componentes';
import { CLAVES_NOVEDADES, llamadasNovedades, useAudiencias, useNovedad, type NovedadCuerpo } from '../api';
import { EditorTextoDiferido } from '../components/EditorTextoDiferido';
import { VideoYoutube } from '../components/VideoYoutube';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

type Publicacion = 'ahora' | 'programar' | 'borrador';
type Valores = {
  titulo: string;
  resumen?: string;
  cuerpo?: string;
  video_url?: string;
  portada_id: number | null;
  adjuntos: ItemMedia[];
  audiencia: NovedadCuerpo['audiencia'];
  sectores: number[];
  grupos: number[];
  publicacion: Publicacion;
  fecha?: dayjs.Dayjs | null;
  fijada: boolean;
};

// Keep in sync with packages/domain/src/novedades/esquemas.ts (the server checks them too).
const TITULO_MAX = 150;
const RESUMEN_MAX = 500;
const MODULO = 'novedades';
const MODELO = 'novedad';

function iniciales(n: NovedadDetalle | undefined): Valores {
  if (!n) return { titulo: '', portada_id: null, adjuntos: [], audiencia: 'todos', sectores: [], grupos: [], publicacion: 'ahora', fijada: false };
  return {
    titulo: n.titulo,
    resumen: n.resumen ?? '',
    cuerpo: n.cuerpo,
    video_url: n.video_url ?? '',
    portada_id: n.portada?.id ?? null,
    adjuntos: n.adjuntos,
    audiencia: n.audiencia.tipo,
    sectores: n.audiencia.sectores.map((s) => s.id),
    grupos: n.audiencia.grupos.map((g) => g.id),
    publicacion: n.estado === 'borrador' ? 'borrador' : n.estado === 'programada' ? 'programar' : 'ahora',
    fecha: n.estado === 'programada' && n.fecha_publicacion ? dayjs(n.fecha_publicacion) : null,
    fijada: n.fijada,
  };
}

function cuerpoDe(v: Valores): NovedadCuerpo {
  return {
    titulo: v.titulo.trim(),
    resumen: v.resumen?.trim() || null,
    cuerpo: v.cuerpo ?? '',
    video_url: v.video_url?.trim() || null,
    portada_id: v.portada_id ?? null,
    adjuntos: v.adjuntos.map((a) => a.id),
    audiencia: v.audiencia,
    sectores: v.audiencia === 'sectores' ? v.sectores : [],
    grupos: v.audiencia === 'grupos' ? v.grupos : [],
    publicada: v.publicacion !== 'borrador',
    // Published "now" without a date: the server uses now, or keeps the date of an item already published.
    fecha_publicacion: v.publicacion === 'programar' && v.fecha ? v.fecha.second(0).millisecond(0).toISOString() : null,
    fijada: v.fijada,
  };
}

function Formulario({ inicial }: { inicial?: NovedadDetalle }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const audiencias = useAudiencias();
  const tipos = useTiposMedia(MODULO, MODELO);
  const tipoPortada = tipos.data?.find((t) => t.label === TIPO_MEDIA_PORTADA)?.id;
  const tipoAdjunto = tipos.data?.find((t) => t.label === TIPO_MEDIA_ADJUNTO)?.id;
  const audiencia = Form.useWatch('audiencia', form);
  const publicacion = Form.useWatch('publicacion', form);
  const video = enlaceEmbedYoutube(Form.useWatch('video_url', form) ?? '');
  const titulo = Form.useWatch('titulo', form);
  const guardar = useApiMutation((v: Valores) => (inicial ? llamadasNovedades.actualizar(inicial.id, cuerpoDe(v)) : llamadasNovedades.crear(cuerpoDe(v))), {
    avisarExito: true,
    invalidar: [CLAVES_NOVEDADES.todo],
  });

  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      initialValues={iniciales(inicial)}
      scrollToFirstError
      onFinish={(v) =>
        guardar.mutate(v, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: (r) => navigate(`/novedad/${r.data?.id ?? inicial?.id ?? ''}`) })
      }
      style={{ maxWidth: 820 }}
    >
      <Form.Item name="titulo" label="Título" rules={[{ required: true, whitespace: true, message: 'Ingrese el título' }]}>
        <Input maxLength={TITULO_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="resumen" label="Resumen" extra="Se muestra en el inicio; si lo deja vacío se usa el comienzo del texto.">
        {/* antd places the count below the box, over the help text, unless it has room. */}
        <Input.TextArea maxLength={RESUMEN_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} style={{ marginBottom: 20 }} />
      </Form.Item>
      <Form.Item name="cuerpo" label="Texto">
        <EditorTextoDiferido etiqueta="Texto de la novedad" />
      </Form.Item>
      <Form.Item
        name="video_url"
        label="Video de YouTube"
        extra="Pegue el enlace del video (watch, youtu.be o shorts); se mostrará incrustado."
        rules={[
          {
            validator: async (_, v?: string) =>
              !v?.trim() || enlaceEmbedYoutube(v) ? undefined : Promise.reject(new Error('El video debe ser un enlace de YouTube.')),
          },
        ]}
      >
        <Input inputMode="url" autoComplete="off" placeholder="https://www.youtube.com/watch?v=…" />
      </Form.Item>
      {video && (
        <div style={{ maxWidth: 480, marginBottom: 24 }}>
          <VideoYoutube src={video} titulo={titulo?.trim() || 'vista previa'} />
        </div>
      )}
      <Form.Item name="portada_id" label="Portada">
        <CampoImagen modulo={MODULO} modelo={MODELO} tipoId={tipoPortada} modeloId={inicial?.id} inicial={inicial?.portada} nombre="portada" />
      </Form.Item>
      <Form.Item name="adjuntos" label="Adjuntos">
        <ListaAdjuntos modulo={MODULO} modelo={MODELO} tipoId={tipoAdjunto} modeloId={inicial?.id} />
      </Form.Item>
      <Form.Item name="audiencia" label="Destinatarios">
        <Radio.Group aria-label="Destinatarios">
          <Radio value="todos">Todos</Radio>
          <Radio value="sectores">Sectores</Radio>
          <Radio value="grupos">Grupos</Radio>
        </Radio.Group>
      </Form.Item>
      {audiencia === 'sectores' && (
        <Form.Item name="sectores" label="Sectores" rules={[{ required: true, type: 'array', min: 1, message: 'Elija al menos un sector' }]}>
          <Select
            mode="multiple"
            options={audiencias.data?.sectores ?? []}
            loading={audiencias.isPending}
            optionFilterProp="label"
            placeholder="Elija los sectores"
          />
        </Form.Item>
      )}
      {audiencia === 'grupos' && (
        <Form.Item name="grupos" label="Grupos" rules={[{ required: true, type: 'array', min: 1, message: 'Elija al menos un grupo' }]}>
          <Select
            mode="multiple"
            options={audiencias.data?.grupos ?? []}
            loading={audiencias.isPending}
            optionFilterProp="label"
            placeholder="Elija los grupos"
            notFoundContent="No hay grupos creados"
          />
        </Form.Item>
      )}
      <Form.Item name="publicacion" label="Publicación">
        <Radio.Group aria-label="Publicación">
          <Radio value="ahora">{inicial?.estado === 'publicada' ? 'Publicada' : 'Publicar ahora'}</Radio>
          <Radio value="programar">Programar</Radio>
          <Radio value="borrador">Guardar como borrador</Radio>
        </Radio.Group>
      </Form.Item>
      {publicacion === 'programar' && (
        <Form.Item
          name="fecha"
          label="Fecha y hora de publicación"
          rules={[
            { required: true, message: 'Elija la fecha y hora' },
            { validator: async (_, v?: dayjs.Dayjs | null) => (!v || v.isAfter(dayjs()) ? undefined : Promise.reject(new Error('Elija un momento futuro'))) },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            style={{ width: 240 }}
          />
        </Form.Item>
      )}
      <Form.Item name="fijada" valuePropName="checked">
        <Checkbox>Fijar al principio del inicio</Checkbox>
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={guardar.isPending}>
          Guardar
        </Button>
        <Button onClick={() => navigate(inicial ? `/novedad/${inicial.id}` : '/administrador_novedades')}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** 'novedad/create' and 'novedad/update/{id}'. */
export function NovedadFormPage() {
  const { id: param } = useParams();
  const id = param === undefined ? null : Number(param);
  const novedad = useNovedad(id ?? 0);
  const titulo = id === null ? 'Nueva novedad' : 'Editar novedad';
  let contenido;
  if (id === null) contenido = <Formulario />;
  else if (Number.isInteger(id) && id > 0 && novedad.isPending) contenido = <Skeleton active />;
  else if (!novedad.data) contenido = <Result status="404" title="Novedad no disponible" subTitle="La novedad no existe o fue eliminada." />;
  else contenido = <Formulario key={novedad.data.id} inicial={novedad.data} />;
  return (
    <section>
      <EncabezadoFormulario titulo={titulo} />
      {contenido}
    </section>
  );
}
