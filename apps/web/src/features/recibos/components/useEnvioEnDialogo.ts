import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { ApiError } from '../../../lib/api';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

/**
 * Sending from a dialog that stays open on failure (a wrong password is shown inside it, not as
 * a toast that hides the form): whether it is sending and the server's message of the last failure.
 * A 400's field errors also show under the fields of `form`.
 */
export function useEnvioEnDialogo(form: Pick<FormInstance, 'setFields'>) {
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enviar = async (fn: () => Promise<void>) => {
    setEnviando(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError((e as ApiError).message);
      mostrarErroresDeCampo(form, e);
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, error, enviar };
}
