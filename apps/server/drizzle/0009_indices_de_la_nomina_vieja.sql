-- The roster reads nomina_fila since 0008: these two indexes served only its old query
-- (persona joined to its current employment) and now cost every write.
DROP INDEX "persona_nacimiento_idx";--> statement-breakpoint
DROP INDEX "persona_laboral_actual_sector_idx";