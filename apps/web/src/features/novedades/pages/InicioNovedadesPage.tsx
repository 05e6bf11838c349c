import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTienePermiso } from '../../auth';
import { useFeed } from '../api';
import { TarjetaNovedad } from '../components/TarjetaNovedad';
import { PERMISO_EDITAR_NOVEDADES } from '../permisos';
import { plural } from '../../../lib/format';

/** '/': the news home. The next page loads when the end of the list comes into view (or with the button). */
export function InicioNovedadesPage() {
  const feed = useFeed();
  const navigate = useNavigate();
  const editor = useTienePermiso(PERMISO_EDITAR_NOVEDADES);
  const centinela = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const el = centinela.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observador.observe(el);
    return () => observador.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const tarjetas = feed.data?.pages.flatMap((p) => p.filas) ?? [];
  const total = feed.data?.pages.at(-1)?.total ?? 0;

  return (
    <section style={{ maxWidth: 760, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Novedades
        </Typography.Title>
        {editor && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/novedad/create')}>
            Nueva novedad
          </Button>
        )}
      </Flex>
      {feed.isPending ? (
        <Skeleton active style={{ marginTop: 16 }} />
      ) : tarjetas.length === 0 ? (
        <Empty style={{ marginTop: 48 }} description={<Typography.Text>Todavía no hay novedades para usted.</Typography.Text>} />
      ) : (
        <>
          {/* One column that never grows past the page: a grid track is as wide as its widest
              item's longest word by default (min-width: auto), and a long title in a wider font
              pushed a 360 px phone sideways (issue 24). */}
          <ul
            aria-label="Novedades publicadas"
            style={{ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}
          >
            {tarjetas.map((n) => (
              <li key={n.id}>
                <TarjetaNovedad n={n} />
              </li>
            ))}
          </ul>
          <div ref={centinela} />
          <Flex vertical align="center" gap={8} style={{ margin: '16px 0' }}>
            <Typography.Text type="secondary" aria-live="polite">
              {`Mostrando ${tarjetas.length} de ${total} ${plural(total, 'novedad', 'novedades')}.`}
            </Typography.Text>
            {hasNextPage && (
              <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                Cargar más novedades
              </Button>
            )}
          </Flex>
        </>
      )}
    </section>
  );
}
