import { Link, useNavigate, useParams } from 'react-router';
import { Button, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatoFecha } from '@worknet/domain/fechas';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import { tamanoLegible } from '@worknet/domain/media/archivos';
import { useTienePermiso } from '../../auth';
import { useNovedad } from '../api';
import { CuerpoNovedad } from '../components/CuerpoNovedad';
import { EtiquetaAudiencia, EtiquetaEstado, EtiquetaFijada } from '../components/EtiquetasNovedad';
import { VideoYoutube } from '../components/VideoYoutube';
import { PERMISO_EDITAR_NOVEDADES } from '../permisos';

/** 'novedad/{id}': one news item with its cover, video, body and attachments. */
export function NovedadPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const editor = useTienePermiso(PERMISO_EDITAR_NOVEDADES);
  const novedad = useNovedad(id);
  const volver = (
    <Link to="/">
      <ArrowLeftOutlined aria-hidden /> Volver a novedades
    </Link>
  );

  if (novedad.isPending && Number.isInteger(id)) return <Skeleton active />;
  const n = novedad.data;
  if (!n) {
    return <Result status="404" title="Novedad no disponible" subTitle="La novedad no existe o no está disponible." extra={volver} />;
  }
  return (
    <article style={{ maxWidth: 760, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        {volver}
        {editor && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => navigate(`/novedad/update/${n.id}`)}>
            Editar
          </Button>
        )}
      </Flex>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {n.titulo}
      </Typography.Title>
      <Space size={[8, 4]} wrap style={{ marginBottom: 16 }}>
        {n.estado !== 'publicada' && <EtiquetaEstado estado={n.estado} />}
        {n.fijada && <EtiquetaFijada />}
        <EtiquetaAudiencia audiencia={n.audiencia} />
        {n.fecha_publicacion && (
          <Typography.Text type="secondary">
            <time dateTime={n.fecha_publicacion}>
              {n.estado === 'programada' ? `Se publicará el ${fechaHoraParaMostrar(n.fecha_publicacion)}` : formatoFecha(n.fecha_publicacion)}
            </time>
          </Typography.Text>
        )}
        {n.autor.nombre && <Typography.Text type="secondary">Por {n.autor.nombre}</Typography.Text>}
      </Space>
      {n.portada && (
        <img
          src={n.portada.url}
          alt={n.portada.descripcion ?? ''}
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8, marginBottom: 16 }}
        />
      )}
      {n.resumen && (
        <Typography.Paragraph strong style={{ fontSize: 17 }}>
          {n.resumen}
        </Typography.Paragraph>
      )}
      {n.video_url && (
        <div style={{ marginBottom: 16 }}>
          <VideoYoutube src={n.video_url} titulo={n.titulo} />
        </div>
      )}
      <CuerpoNovedad html={n.cuerpo} />
      {n.adjuntos.length > 0 && (
        <section aria-labelledby="adjuntos-novedad" style={{ marginTop: 24 }}>
          <Typography.Title level={2} id="adjuntos-novedad" style={{ fontSize: 18 }}>
            Adjuntos
          </Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {n.adjuntos.map((a) => (
              <li key={a.id} style={{ padding: '4px 0' }}>
                <PaperClipOutlined aria-hidden />{' '}
                <a href={a.url} download={a.nombre} style={{ overflowWrap: 'anywhere' }}>
                  {a.descripcion ?? a.nombre}
                </a>{' '}
                <Typography.Text type="secondary">({tamanoLegible(a.tamano)})</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
