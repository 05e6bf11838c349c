ALTER TABLE "horario" ADD COLUMN "tipo_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosco" ADD COLUMN "direcciones" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tarea_escaneo" ADD COLUMN "tarea_id" integer;--> statement-breakpoint
ALTER TABLE "tarea_escaneo" ADD CONSTRAINT "tarea_escaneo_tarea_id_tarea_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tarea"("id") ON DELETE set null ON UPDATE no action;