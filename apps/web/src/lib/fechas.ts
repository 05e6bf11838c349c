import dayjs from 'dayjs';
import 'dayjs/locale/es';

// dayjs in Spanish for every module's dates and antd pickers. Imported by the
// logged-in layout (not the entry) so the login page does not load it.
dayjs.locale('es');

export { dayjs };
