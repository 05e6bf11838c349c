CREATE TABLE "dispositivo_fichaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"huella" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"estado" text NOT NULL,
	"ultimo_usuario_id" integer,
	"vedado_hasta" timestamp with time zone,
	"aprobado_por" integer,
	"aprobado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispositivo_fichaje_huella_unique" UNIQUE("huella"),
	CONSTRAINT "dispositivo_fichaje_estado_ck" CHECK ("dispositivo_fichaje"."estado" in ('pendiente','aprobado','rechazado'))
);
--> statement-breakpoint
CREATE TABLE "fichaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"usuario_id" integer,
	"tipo" text NOT NULL,
	"instante" timestamp with time zone NOT NULL,
	"declarada_at" timestamp with time zone,
	"desfasada" boolean DEFAULT false NOT NULL,
	"origen" text NOT NULL,
	"dispositivo_id" integer,
	"kiosco_id" integer,
	"lat" double precision,
	"lng" double precision,
	"precision_m" double precision,
	"enviado_tarde" boolean DEFAULT false NOT NULL,
	"corrige_id" integer,
	"creado_por" integer,
	"motivo" text,
	"anulado_por" integer,
	"anulado_at" timestamp with time zone,
	"anulado_motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fichaje_tipo_ck" CHECK ("fichaje"."tipo" in ('entrada','salida'))
);
--> statement-breakpoint
CREATE TABLE "fichaje_codigo_usado" (
	"codigo" text PRIMARY KEY NOT NULL,
	"kiosco_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fichaje_pin" (
	"persona_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horario" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer,
	"sector_id" integer,
	"turnos" jsonb NOT NULL,
	"tolerancia_min" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horario_destino_ck" CHECK (("horario"."persona_id" is null) <> ("horario"."sector_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kiosco" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"ubicacion" text,
	"token_hash" text NOT NULL,
	"revocado_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosco_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "dispositivo_fichaje" ADD CONSTRAINT "dispositivo_fichaje_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivo_fichaje" ADD CONSTRAINT "dispositivo_fichaje_ultimo_usuario_id_usuario_id_fk" FOREIGN KEY ("ultimo_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivo_fichaje" ADD CONSTRAINT "dispositivo_fichaje_aprobado_por_usuario_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje" ADD CONSTRAINT "fichaje_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje" ADD CONSTRAINT "fichaje_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje" ADD CONSTRAINT "fichaje_dispositivo_id_dispositivo_fichaje_id_fk" FOREIGN KEY ("dispositivo_id") REFERENCES "public"."dispositivo_fichaje"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje" ADD CONSTRAINT "fichaje_kiosco_id_kiosco_id_fk" FOREIGN KEY ("kiosco_id") REFERENCES "public"."kiosco"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje" ADD CONSTRAINT "fichaje_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje" ADD CONSTRAINT "fichaje_anulado_por_usuario_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje_codigo_usado" ADD CONSTRAINT "fichaje_codigo_usado_kiosco_id_kiosco_id_fk" FOREIGN KEY ("kiosco_id") REFERENCES "public"."kiosco"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fichaje_pin" ADD CONSTRAINT "fichaje_pin_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosco" ADD CONSTRAINT "kiosco_created_by_usuario_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispositivo_fichaje_usuario_idx" ON "dispositivo_fichaje" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "fichaje_persona_instante_idx" ON "fichaje" USING btree ("persona_id","instante");--> statement-breakpoint
CREATE INDEX "fichaje_instante_idx" ON "fichaje" USING btree ("instante");--> statement-breakpoint
CREATE UNIQUE INDEX "fichaje_biometrico_uq" ON "fichaje" USING btree ("persona_id","instante") WHERE "fichaje"."origen" = 'biometrico';--> statement-breakpoint
CREATE INDEX "fichaje_codigo_usado_created_idx" ON "fichaje_codigo_usado" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "horario_persona_uq" ON "horario" USING btree ("persona_id") WHERE "horario"."persona_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "horario_sector_uq" ON "horario" USING btree ("sector_id") WHERE "horario"."sector_id" is not null;