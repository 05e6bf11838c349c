import { Alert, Checkbox, Form, Input, Select, Typography, type FormInstance } from 'antd';
import type { SaldoPeriodo, TipoNovedad } from '@worknet/domain/licencias/esquemas';
import { CLAVE_VACACIONES } from '@worknet/domain/licencias/estados';
import { contarDias, enTemporadaVacaciones, problemaInicioVacaciones } from '@worknet/domain/licencias/dias';
import { BORRAR } from '../../../lib/iconos';
import { SelectorRemoto } from '../../../lib/lista';
import { CampoDia } from '../../../lib/CampoDia';
import { useFeriados } from '../api';
import { textoDias } from '../formato';
import { CampoCertificado } from './CampoCertificado';
import type { ValoresNovedad } from './valoresNovedad';

export { campoDeNovedad, datosDe, valoresDe, type ValoresNovedad } from './valoresNovedad';

const anioDe = (dia: string | null | undefined) => (dia && /^\d{4}-/.test(dia) ? Number(dia.slice(0, 4)) : null);

/** The days the range counts as the type computes them (corridos or hábiles), with the holidays of its years. */
export function useDiasCalculados(tipo: TipoNovedad | undefined, desde: string | null | undefined, hasta: string | null | undefined) {
  const a = anioDe(desde);
  const b = anioDe(hasta);
  const feriadosA = useFeriados(tipo?.computo === 'habiles' || tipo?.clave_sistema === CLAVE_VACACIONES ? a : null);
  const feriadosB = useFeriados(tipo?.computo === 'habiles' && b !== a ? b : null);
  const noLaborables = new Set([...(feriadosA.data ?? []), ...(feriadosB.data ?? [])].map((f) => f.fecha));
  if (!tipo || !desde || !hasta || hasta < desde) return { dias: null, noLaborables, cargando: false };
  const cargando = tipo.computo === 'habiles' && (feriadosA.isPending || (b !== a && feriadosB.isPending));
  return { dias: cargando ? null : contarDias(desde, hasta, tipo.computo, noLaborables), noLaborables, cargando };
}

type Props = {
  form: FormInstance<ValoresNovedad>;
  tipos: TipoNovedad[];
  /** RRHH loads for anyone: the person is chosen here. */
  conPersona?: boolean;
  /** RRHH may grant vacations outside 1 October – 30 April (LCT art. 154) with a reason. */
  puedeFueraDeTemporada?: boolean;
  /** The person's periods with days left: vacations may name the one they take days from. */
  periodos?: SaldoPeriodo[];
  /** The person already chosen (an edit): its name for the read-only field. */
  persona?: string;
};

/** The fields of a personnel event, inside the caller's antd Form: the days show as they are typed. */
export function CamposNovedad({ form, tipos, conPersona, puedeFueraDeTemporada, periodos, persona }: Props) {
  const tipoId = Form.useWatch('tipo_id', form);
  const desde = Form.useWatch('desde', form);
  const hasta = Form.useWatch('hasta', form);
  const fuera = Form.useWatch('fuera_de_temporada', form);
  const tipo = tipos.find((t) => t.id === tipoId);
  const esVacaciones = tipo?.clave_sistema === CLAVE_VACACIONES;
  const { dias, noLaborables, cargando } = useDiasCalculados(tipo, desde, hasta);
  const inicio = esVacaciones && desde && !cargando ? problemaInicioVacaciones(desde, noLaborables) : null;
  const fueraDeTemporada = esVacaciones && desde && hasta && hasta >= desde && !enTemporadaVacaciones(desde, hasta);
  const conDias = (periodos ?? []).filter((p) => p.dias_disponibles > 0);

  return (
    <>
      {conPersona && (
        <Form.Item label="Persona" name="persona_id" rules={[{ required: true, message: 'Elija la persona.' }]}>
          <SelectorRemoto fuente="personas" sinResultados="No se encontraron legajos" placeholder="Apellido, nombre, DNI o legajo" style={{ width: '100%' }} />
        </Form.Item>
      )}
      {persona && (
        <Form.Item label="Persona">
          <Typography.Text strong>{persona}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item label="Tipo" name="tipo_id" rules={[{ required: true, message: 'Elija el tipo de novedad.' }]}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Elija el tipo"
          options={tipos.map((t) => ({ value: t.id, label: t.nombre }))}
          notFoundContent="No hay tipos de novedad"
        />
      </Form.Item>
      {tipo && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          Se cuentan días {tipo.computo === 'corridos' ? 'corridos' : 'hábiles'}
          {tipo.dias_maximos ? `; hasta ${textoDias(tipo.dias_maximos)} por año` : ''}
          {tipo.requiere_certificado ? '; requiere certificado' : ''}.
        </Typography.Paragraph>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
        <Form.Item label="Desde" name="desde" rules={[{ required: true, message: 'Indique desde qué día.' }]}>
          <CampoDia />
        </Form.Item>
        <Form.Item
          label="Hasta"
          name="hasta"
          dependencies={['desde']}
          rules={[
            { required: true, message: 'Indique hasta qué día.' },
            ({ getFieldValue }) => ({
              validator: (_, v: string | null) => {
                const d = getFieldValue('desde') as string | null;
                return v && d && v < d ? Promise.reject(new Error('«Hasta» no puede ser anterior a «Desde».')) : Promise.resolve();
              },
            }),
          ]}
        >
          <CampoDia />
        </Form.Item>
      </div>
      <Typography.Paragraph aria-live="polite" data-testid="dias-calculados">
        {dias !== null ? (
          <>
            Días: <strong>{dias}</strong> ({tipo?.computo === 'habiles' ? 'hábiles' : 'corridos'})
          </>
        ) : cargando ? (
          'Calculando los días…'
        ) : (
          'Elija el tipo y las fechas para ver los días.'
        )}
      </Typography.Paragraph>
      {inicio && <Alert type="warning" showIcon title={inicio} style={{ marginBottom: 16 }} />}
      {fueraDeTemporada && !puedeFueraDeTemporada && (
        <Alert
          type="warning"
          showIcon
          title="Las vacaciones se otorgan entre el 1 de octubre y el 30 de abril (LCT art. 154); fuera de ese período sólo RRHH puede cargarlas."
          style={{ marginBottom: 16 }}
        />
      )}
      {esVacaciones && conDias.length > 0 && (
        <Form.Item label="Período" name="periodo" extra="Por defecto se descuentan del período más antiguo con días disponibles.">
          <Select<number>
            allowClear={BORRAR}
            placeholder="El más antiguo con días"
            options={conDias.map((p) => ({ value: p.periodo, label: `${p.periodo} (${textoDias(p.dias_disponibles)} disponibles)` }))}
          />
        </Form.Item>
      )}
      {esVacaciones && puedeFueraDeTemporada && (
        <>
          <Form.Item name="fuera_de_temporada" valuePropName="checked">
            <Checkbox>Fuera de temporada (entre el 1 de mayo y el 30 de septiembre)</Checkbox>
          </Form.Item>
          {fuera && (
            <Form.Item label="Motivo" name="motivo_fuera_de_temporada" rules={[{ required: true, whitespace: true, message: 'Indique el motivo.' }]}>
              <Input.TextArea maxLength={1000} rows={2} />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item label="Observaciones" name="observaciones">
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      <Form.Item
        label="Certificado"
        name="certificado"
        extra={tipo?.requiere_certificado ? 'Este tipo requiere certificado: adjúntelo ahora o más tarde desde la novedad.' : undefined}
      >
        <CampoCertificado />
      </Form.Item>
    </>
  );
}
