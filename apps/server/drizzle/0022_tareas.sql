CREATE TABLE "tarea" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"tipo_id" integer NOT NULL,
	"sector_id" integer,
	"ubicacion_id" integer,
	"prioridad" text DEFAULT 'media' NOT NULL,
	"vence_at" timestamp with time zone,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo_cancelacion" text,
	"programada_id" integer,
	"instante" timestamp with time zone,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarea_estado_ck" CHECK ("tarea"."estado" in ('pendiente', 'en_curso', 'hecha', 'cancelada')),
	CONSTRAINT "tarea_prioridad_ck" CHECK ("tarea"."prioridad" in ('baja', 'media', 'alta', 'urgente')),
	CONSTRAINT "tarea_programada_ck" CHECK (("tarea"."programada_id" is null) = ("tarea"."instante" is null))
);
--> statement-breakpoint
CREATE TABLE "tarea_asignado" (
	"id" serial PRIMARY KEY NOT NULL,
	"tarea_id" integer NOT NULL,
	"usuario_id" integer,
	"sector_id" integer,
	CONSTRAINT "tarea_asignado_uno_ck" CHECK (("tarea_asignado"."usuario_id" is null) <> ("tarea_asignado"."sector_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tarea_checklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"tarea_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"texto" text NOT NULL,
	"hecho" boolean DEFAULT false NOT NULL,
	"hecho_por" integer,
	"hecho_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tarea_comentario" (
	"id" serial PRIMARY KEY NOT NULL,
	"tarea_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"borrado_por" integer
);
--> statement-breakpoint
CREATE TABLE "tarea_escaneo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"ubicacion_id" integer NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarea_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tarea_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer,
	"detalle" text,
	"escaneo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarea_programada" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"tipo_id" integer NOT NULL,
	"ubicacion_id" integer,
	"prioridad" text DEFAULT 'media' NOT NULL,
	"usuario_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sector_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duracion_minutos" integer,
	"recurrencia" jsonb NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tarea_programada_prioridad_ck" CHECK ("tarea_programada"."prioridad" in ('baja', 'media', 'alta', 'urgente'))
);
--> statement-breakpoint
ALTER TABLE "tarea_tipo" ADD COLUMN "escanear_al_iniciar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tarea_tipo" ADD COLUMN "escanear_al_finalizar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tarea" ADD CONSTRAINT "tarea_tipo_id_tarea_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tarea_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea" ADD CONSTRAINT "tarea_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea" ADD CONSTRAINT "tarea_ubicacion_id_ubicacion_id_fk" FOREIGN KEY ("ubicacion_id") REFERENCES "public"."ubicacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea" ADD CONSTRAINT "tarea_programada_id_tarea_programada_id_fk" FOREIGN KEY ("programada_id") REFERENCES "public"."tarea_programada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea" ADD CONSTRAINT "tarea_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_asignado" ADD CONSTRAINT "tarea_asignado_tarea_id_tarea_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tarea"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_asignado" ADD CONSTRAINT "tarea_asignado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_asignado" ADD CONSTRAINT "tarea_asignado_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_checklist" ADD CONSTRAINT "tarea_checklist_tarea_id_tarea_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tarea"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_checklist" ADD CONSTRAINT "tarea_checklist_hecho_por_usuario_id_fk" FOREIGN KEY ("hecho_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_comentario" ADD CONSTRAINT "tarea_comentario_tarea_id_tarea_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tarea"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_comentario" ADD CONSTRAINT "tarea_comentario_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_comentario" ADD CONSTRAINT "tarea_comentario_borrado_por_usuario_id_fk" FOREIGN KEY ("borrado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_escaneo" ADD CONSTRAINT "tarea_escaneo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_escaneo" ADD CONSTRAINT "tarea_escaneo_ubicacion_id_ubicacion_id_fk" FOREIGN KEY ("ubicacion_id") REFERENCES "public"."ubicacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_evento" ADD CONSTRAINT "tarea_evento_tarea_id_tarea_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tarea"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_evento" ADD CONSTRAINT "tarea_evento_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_evento" ADD CONSTRAINT "tarea_evento_escaneo_id_tarea_escaneo_id_fk" FOREIGN KEY ("escaneo_id") REFERENCES "public"."tarea_escaneo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_programada" ADD CONSTRAINT "tarea_programada_tipo_id_tarea_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tarea_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_programada" ADD CONSTRAINT "tarea_programada_ubicacion_id_ubicacion_id_fk" FOREIGN KEY ("ubicacion_id") REFERENCES "public"."ubicacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_programada" ADD CONSTRAINT "tarea_programada_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tarea_programada_instante_uq" ON "tarea" USING btree ("programada_id","instante");--> statement-breakpoint
CREATE INDEX "tarea_estado_vence_idx" ON "tarea" USING btree ("estado","vence_at");--> statement-breakpoint
CREATE INDEX "tarea_sector_idx" ON "tarea" USING btree ("sector_id","estado");--> statement-breakpoint
CREATE INDEX "tarea_ubicacion_idx" ON "tarea" USING btree ("ubicacion_id","estado");--> statement-breakpoint
CREATE INDEX "tarea_tipo_idx" ON "tarea" USING btree ("tipo_id");--> statement-breakpoint
CREATE INDEX "tarea_asignado_tarea_idx" ON "tarea_asignado" USING btree ("tarea_id");--> statement-breakpoint
CREATE INDEX "tarea_asignado_usuario_idx" ON "tarea_asignado" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tarea_asignado_sector_idx" ON "tarea_asignado" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "tarea_checklist_tarea_idx" ON "tarea_checklist" USING btree ("tarea_id","orden");--> statement-breakpoint
CREATE INDEX "tarea_comentario_tarea_idx" ON "tarea_comentario" USING btree ("tarea_id","id");--> statement-breakpoint
CREATE INDEX "tarea_comentario_fecha_idx" ON "tarea_comentario" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tarea_escaneo_usuario_idx" ON "tarea_escaneo" USING btree ("usuario_id","ubicacion_id","created_at");--> statement-breakpoint
CREATE INDEX "tarea_evento_tarea_idx" ON "tarea_evento" USING btree ("tarea_id","id");