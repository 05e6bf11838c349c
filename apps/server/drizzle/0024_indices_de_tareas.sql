DROP INDEX "tarea_asignado_usuario_idx";--> statement-breakpoint
DROP INDEX "tarea_asignado_sector_idx";--> statement-breakpoint
ALTER TABLE "tarea" ADD COLUMN "titulo_min" text GENERATED ALWAYS AS (lower("titulo")) STORED;--> statement-breakpoint
CREATE INDEX "tarea_creado_por_idx" ON "tarea" USING btree ("creado_por");--> statement-breakpoint
CREATE INDEX "tarea_cuando_idx" ON "tarea" USING btree (coalesce("vence_at", "created_at"));--> statement-breakpoint
CREATE INDEX "tarea_sector_cuando_idx" ON "tarea" USING btree ("sector_id",coalesce("vence_at", "created_at"));--> statement-breakpoint
CREATE INDEX "tarea_asignado_usuario_tarea_idx" ON "tarea_asignado" USING btree ("usuario_id","tarea_id");--> statement-breakpoint
CREATE INDEX "tarea_asignado_sector_tarea_idx" ON "tarea_asignado" USING btree ("sector_id","tarea_id");--> statement-breakpoint
CREATE INDEX "tarea_evento_estado_fecha_idx" ON "tarea_evento" USING btree ("estado","created_at");