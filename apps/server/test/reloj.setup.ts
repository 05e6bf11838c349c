import { fijarRelojDelEntorno } from '@worknet/domain/reloj-de-prueba';

// A run pinned with WORKNET_RELOJ (the date-pinned CI step, scripts/relojes.mjs) reads that
// instant from the start of every test file.
fijarRelojDelEntorno(process.env);
