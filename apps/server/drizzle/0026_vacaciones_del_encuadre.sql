ALTER TABLE "rrhh_encuadre" ADD COLUMN "vacaciones_vencimiento" text;--> statement-breakpoint
ALTER TABLE "rrhh_encuadre" ADD COLUMN "vacaciones_acumulacion" text;