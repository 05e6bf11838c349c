CREATE TABLE "ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"prioridad" text NOT NULL,
	"asunto" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"motivo_pausa" text,
	"solicitante_id" integer NOT NULL,
	"sector_id" integer,
	"asignado_id" integer,
	"objetivo_primera_min" integer,
	"objetivo_resolucion_min" integer,
	"vence_primera_respuesta" timestamp with time zone,
	"vence_resolucion" timestamp with time zone,
	"alerta_resolucion" timestamp with time zone,
	"primera_respuesta_en" timestamp with time zone,
	"primera_respuesta_habiles" integer,
	"resuelto_en" timestamp with time zone,
	"resolucion_habiles" integer,
	"cierre_en" timestamp with time zone,
	"cerrado_en" timestamp with time zone,
	"puntaje" smallint,
	"calificacion_comentario" text,
	"calificado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_estado_ck" CHECK ("ticket"."estado" in ('abierto', 'en_curso', 'en_espera', 'resuelto', 'cerrado')),
	CONSTRAINT "ticket_prioridad_ck" CHECK ("ticket"."prioridad" in ('baja', 'media', 'alta', 'urgente')),
	CONSTRAINT "ticket_puntaje_ck" CHECK ("ticket"."puntaje" is null or "ticket"."puntaje" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ticket_alerta_sla" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"umbral" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_alerta_sla_ck" CHECK ("ticket_alerta_sla"."umbral" in ('resolucion_75', 'resolucion_vencida', 'primera_vencida'))
);
--> statement-breakpoint
CREATE TABLE "ticket_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_no_laborable" (
	"id" serial PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"motivo" text NOT NULL,
	"servicio_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_objetivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"categoria_id" integer,
	"prioridad" text NOT NULL,
	"primera_respuesta_min" integer NOT NULL,
	"resolucion_min" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_pausa" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"hasta" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_respuesta" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"texto" text NOT NULL,
	"interno" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"borrado_por" integer
);
--> statement-breakpoint
CREATE TABLE "ticket_servicio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"sector_id" integer NOT NULL,
	"jefe_id" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"todo_el_dia" boolean DEFAULT false NOT NULL,
	"dias_cierre" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_servicio_agente" (
	"id" serial PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"sector_id" integer,
	"usuario_id" integer,
	CONSTRAINT "ticket_servicio_agente_ck" CHECK (("ticket_servicio_agente"."sector_id" is null) <> ("ticket_servicio_agente"."usuario_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ticket_servicio_ventana" (
	"id" serial PRIMARY KEY NOT NULL,
	"servicio_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	"desde" integer NOT NULL,
	"hasta" integer NOT NULL,
	CONSTRAINT "ticket_servicio_ventana_ck" CHECK ("ticket_servicio_ventana"."dia" between 1 and 7 and "ticket_servicio_ventana"."desde" >= 0 and "ticket_servicio_ventana"."hasta" <= 1440 and "ticket_servicio_ventana"."desde" < "ticket_servicio_ventana"."hasta")
);
--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_servicio_id_ticket_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."ticket_servicio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_categoria_id_ticket_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."ticket_categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_solicitante_id_usuario_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_asignado_id_usuario_id_fk" FOREIGN KEY ("asignado_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_alerta_sla" ADD CONSTRAINT "ticket_alerta_sla_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categoria" ADD CONSTRAINT "ticket_categoria_servicio_id_ticket_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."ticket_servicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_evento" ADD CONSTRAINT "ticket_evento_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_evento" ADD CONSTRAINT "ticket_evento_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_no_laborable" ADD CONSTRAINT "ticket_no_laborable_servicio_id_ticket_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."ticket_servicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_objetivo" ADD CONSTRAINT "ticket_objetivo_servicio_id_ticket_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."ticket_servicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_objetivo" ADD CONSTRAINT "ticket_objetivo_categoria_id_ticket_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."ticket_categoria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_pausa" ADD CONSTRAINT "ticket_pausa_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_respuesta" ADD CONSTRAINT "ticket_respuesta_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_respuesta" ADD CONSTRAINT "ticket_respuesta_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_respuesta" ADD CONSTRAINT "ticket_respuesta_borrado_por_usuario_id_fk" FOREIGN KEY ("borrado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_servicio" ADD CONSTRAINT "ticket_servicio_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_servicio" ADD CONSTRAINT "ticket_servicio_jefe_id_usuario_id_fk" FOREIGN KEY ("jefe_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_servicio_agente" ADD CONSTRAINT "ticket_servicio_agente_servicio_id_ticket_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."ticket_servicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_servicio_agente" ADD CONSTRAINT "ticket_servicio_agente_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_servicio_agente" ADD CONSTRAINT "ticket_servicio_agente_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_servicio_ventana" ADD CONSTRAINT "ticket_servicio_ventana_servicio_id_ticket_servicio_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."ticket_servicio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_servicio_estado_idx" ON "ticket" USING btree ("servicio_id","estado","id");--> statement-breakpoint
CREATE INDEX "ticket_solicitante_idx" ON "ticket" USING btree ("solicitante_id","id");--> statement-breakpoint
CREATE INDEX "ticket_sector_idx" ON "ticket" USING btree ("sector_id","id");--> statement-breakpoint
CREATE INDEX "ticket_asignado_idx" ON "ticket" USING btree ("asignado_id","estado");--> statement-breakpoint
CREATE INDEX "ticket_alerta_idx" ON "ticket" USING btree ("alerta_resolucion") WHERE "ticket"."estado" in ('abierto', 'en_curso');--> statement-breakpoint
CREATE INDEX "ticket_cierre_idx" ON "ticket" USING btree ("cierre_en") WHERE "ticket"."estado" = 'resuelto';--> statement-breakpoint
CREATE INDEX "ticket_servicio_creado_idx" ON "ticket" USING btree ("servicio_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_alerta_sla_uq" ON "ticket_alerta_sla" USING btree ("ticket_id","umbral");--> statement-breakpoint
CREATE INDEX "ticket_categoria_servicio_idx" ON "ticket_categoria" USING btree ("servicio_id");--> statement-breakpoint
CREATE INDEX "ticket_evento_ticket_idx" ON "ticket_evento" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_no_laborable_uq" ON "ticket_no_laborable" USING btree ("dia",coalesce("servicio_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_objetivo_uq" ON "ticket_objetivo" USING btree ("servicio_id",coalesce("categoria_id", 0),"prioridad");--> statement-breakpoint
CREATE INDEX "ticket_pausa_ticket_idx" ON "ticket_pausa" USING btree ("ticket_id","desde");--> statement-breakpoint
CREATE INDEX "ticket_respuesta_ticket_idx" ON "ticket_respuesta" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_servicio_nombre_uq" ON "ticket_servicio" USING btree (lower("nombre")) WHERE "ticket_servicio"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_servicio_agente_servicio_idx" ON "ticket_servicio_agente" USING btree ("servicio_id");--> statement-breakpoint
CREATE INDEX "ticket_servicio_agente_usuario_idx" ON "ticket_servicio_agente" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ticket_servicio_ventana_servicio_idx" ON "ticket_servicio_ventana" USING btree ("servicio_id");