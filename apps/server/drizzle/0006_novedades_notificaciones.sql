CREATE TABLE "recurso_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_id" integer NOT NULL,
	"modulo" text NOT NULL,
	"modelo" text NOT NULL,
	"modelo_id" integer,
	"nombre" text NOT NULL,
	"descripcion" text,
	"content_type" text NOT NULL,
	"tamano" integer NOT NULL,
	"clave" text NOT NULL,
	"miniatura_clave" text,
	"orden" integer DEFAULT 0 NOT NULL,
	"subido_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurso_media_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"modulo" text NOT NULL,
	"modelo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mensaje_sistema" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"enlace" text,
	"modulo" text NOT NULL,
	"leido" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"enlace" text,
	"audiencia" text NOT NULL,
	"autor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacion_audiencia" (
	"notificacion_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "notificacion_audiencia_notificacion_id_ref_id_pk" PRIMARY KEY("notificacion_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "notificacion_usuario" (
	"notificacion_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"leido" smallint DEFAULT 0 NOT NULL,
	"leido_at" timestamp with time zone,
	"entregado_at" timestamp with time zone,
	CONSTRAINT "notificacion_usuario_notificacion_id_usuario_id_pk" PRIMARY KEY("notificacion_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "novedad" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"resumen" text,
	"cuerpo" text DEFAULT '' NOT NULL,
	"video_url" text,
	"portada_id" integer,
	"audiencia" text DEFAULT 'todos' NOT NULL,
	"publicada" boolean DEFAULT false NOT NULL,
	"fecha_publicacion" timestamp with time zone,
	"fijada" boolean DEFAULT false NOT NULL,
	"autor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "novedad_grupo" (
	"novedad_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	CONSTRAINT "novedad_grupo_novedad_id_grupo_id_pk" PRIMARY KEY("novedad_id","grupo_id")
);
--> statement-breakpoint
CREATE TABLE "novedad_sector" (
	"novedad_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "novedad_sector_novedad_id_sector_id_pk" PRIMARY KEY("novedad_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "pagina_institucional" (
	"clave" text PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"cuerpo" text DEFAULT '' NOT NULL,
	"actualizado_por" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurso_media" ADD CONSTRAINT "recurso_media_tipo_id_recurso_media_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."recurso_media_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurso_media" ADD CONSTRAINT "recurso_media_subido_por_usuario_id_fk" FOREIGN KEY ("subido_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_sistema" ADD CONSTRAINT "mensaje_sistema_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion_audiencia" ADD CONSTRAINT "notificacion_audiencia_notificacion_id_notificacion_id_fk" FOREIGN KEY ("notificacion_id") REFERENCES "public"."notificacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion_usuario" ADD CONSTRAINT "notificacion_usuario_notificacion_id_notificacion_id_fk" FOREIGN KEY ("notificacion_id") REFERENCES "public"."notificacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion_usuario" ADD CONSTRAINT "notificacion_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad" ADD CONSTRAINT "novedad_portada_id_recurso_media_id_fk" FOREIGN KEY ("portada_id") REFERENCES "public"."recurso_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad" ADD CONSTRAINT "novedad_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_grupo" ADD CONSTRAINT "novedad_grupo_novedad_id_novedad_id_fk" FOREIGN KEY ("novedad_id") REFERENCES "public"."novedad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_grupo" ADD CONSTRAINT "novedad_grupo_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_sector" ADD CONSTRAINT "novedad_sector_novedad_id_novedad_id_fk" FOREIGN KEY ("novedad_id") REFERENCES "public"."novedad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_sector" ADD CONSTRAINT "novedad_sector_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagina_institucional" ADD CONSTRAINT "pagina_institucional_actualizado_por_usuario_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurso_media_modelo_idx" ON "recurso_media" USING btree ("modelo","modelo_id") WHERE "recurso_media"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "recurso_media_tipo_modelo_idx" ON "recurso_media_tipo" USING btree ("modulo","modelo");--> statement-breakpoint
CREATE INDEX "mensaje_sistema_usuario_idx" ON "mensaje_sistema" USING btree ("usuario_id","leido","created_at");--> statement-breakpoint
CREATE INDEX "notificacion_usuario_usuario_idx" ON "notificacion_usuario" USING btree ("usuario_id","leido");--> statement-breakpoint
CREATE INDEX "novedad_feed_idx" ON "novedad" USING btree ("fijada","fecha_publicacion","id") WHERE "novedad"."publicada" and "novedad"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "novedad_grupo_grupo_idx" ON "novedad_grupo" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "novedad_sector_sector_idx" ON "novedad_sector" USING btree ("sector_id");