// Public surface of the leaves feature for other features: the profile's balances and the HR
// file's leaves tab.
import { lazyScreen } from '../../lib/lazyScreen';

export { PERMISOS_LICENCIAS, useSaldos } from './api';
// The tab's tables load when it opens: an employee reading their own file does not fetch them.
export const PestanaLicencias = lazyScreen(() => import('./components/PestanaLicencias').then((m) => m.PestanaLicencias));
