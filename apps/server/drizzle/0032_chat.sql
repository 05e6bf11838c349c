-- Chat (issue 39): Spanish full-text search without accents. unaccent() is STABLE (its
-- dictionary could change), so a generated column cannot call it: chat_sin_acentos names the
-- dictionary and is declared IMMUTABLE (the dictionary ships with the extension and does not change).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.chat_sin_acentos(texto text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, texto) $$;--> statement-breakpoint
CREATE TABLE "chat_conversacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"usuario_a" integer,
	"usuario_b" integer,
	"sector_id" integer,
	"creado_por" integer,
	"ultimo_mensaje_id" integer,
	"ultimo_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversacion_forma" CHECK (("chat_conversacion"."tipo" = 'directa' and "chat_conversacion"."usuario_a" < "chat_conversacion"."usuario_b" and "chat_conversacion"."sector_id" is null) or ("chat_conversacion"."tipo" = 'sala' and "chat_conversacion"."sector_id" is not null and "chat_conversacion"."usuario_a" is null and "chat_conversacion"."usuario_b" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_mensaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversacion_id" integer NOT NULL,
	"remitente_id" integer NOT NULL,
	"cuerpo" text NOT NULL,
	"clave" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"busqueda" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, chat_sin_acentos("cuerpo"))) STORED
);
--> statement-breakpoint
CREATE TABLE "chat_miembro" (
	"conversacion_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"leido_hasta" integer DEFAULT 0 NOT NULL,
	"entregado_hasta" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_miembro_conversacion_id_usuario_id_pk" PRIMARY KEY("conversacion_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversacion" ADD CONSTRAINT "chat_conversacion_usuario_a_usuario_id_fk" FOREIGN KEY ("usuario_a") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversacion" ADD CONSTRAINT "chat_conversacion_usuario_b_usuario_id_fk" FOREIGN KEY ("usuario_b") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversacion" ADD CONSTRAINT "chat_conversacion_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversacion" ADD CONSTRAINT "chat_conversacion_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mensaje" ADD CONSTRAINT "chat_mensaje_conversacion_id_chat_conversacion_id_fk" FOREIGN KEY ("conversacion_id") REFERENCES "public"."chat_conversacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mensaje" ADD CONSTRAINT "chat_mensaje_remitente_id_usuario_id_fk" FOREIGN KEY ("remitente_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_miembro" ADD CONSTRAINT "chat_miembro_conversacion_id_chat_conversacion_id_fk" FOREIGN KEY ("conversacion_id") REFERENCES "public"."chat_conversacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_miembro" ADD CONSTRAINT "chat_miembro_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversacion_directa_uq" ON "chat_conversacion" USING btree ("usuario_a","usuario_b") WHERE "chat_conversacion"."tipo" = 'directa';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversacion_sala_uq" ON "chat_conversacion" USING btree ("sector_id") WHERE "chat_conversacion"."tipo" = 'sala';--> statement-breakpoint
CREATE INDEX "chat_mensaje_conversacion_idx" ON "chat_mensaje" USING btree ("conversacion_id","id");--> statement-breakpoint
CREATE INDEX "chat_mensaje_busqueda_idx" ON "chat_mensaje" USING gin ("busqueda");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_mensaje_clave_uq" ON "chat_mensaje" USING btree ("remitente_id","clave") WHERE "chat_mensaje"."clave" is not null;--> statement-breakpoint
CREATE INDEX "chat_miembro_usuario_idx" ON "chat_miembro" USING btree ("usuario_id","conversacion_id");