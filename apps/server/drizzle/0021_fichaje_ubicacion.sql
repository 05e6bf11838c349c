ALTER TABLE "horario" ADD COLUMN "exige_ubicacion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosco" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "kiosco" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "kiosco" ADD COLUMN "radio_m" integer;